import bcrypt from 'bcryptjs';

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * Compared against when the email is unknown, so a wrong email costs the same time as a
 * wrong password and the response time does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export function burnPasswordCheck(password: string, cost: number): Promise<boolean> {
  dummyHash ??= bcrypt.hash('not-a-real-password', cost);
  return dummyHash.then((hash) => bcrypt.compare(password, hash));
}
