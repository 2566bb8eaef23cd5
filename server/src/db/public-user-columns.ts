import { users } from './schema';

/** The users' columns a request may carry as its user (PublicUser): never the password hash. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  ownerName: users.ownerName,
  username: users.username,
  isAdmin: users.isAdmin,
  role: users.role,
};
