import { randomInt } from 'node:crypto';
import { CONFIRMATION_CODE_ALPHABET, CONFIRMATION_CODE_LENGTH } from '@shared/constants';

/** 8 characters from an unambiguous alphabet, from the OS's cryptographic random source. */
export function generateConfirmationCode(): string {
  let code = '';
  for (let i = 0; i < CONFIRMATION_CODE_LENGTH; i += 1) {
    code += CONFIRMATION_CODE_ALPHABET[randomInt(CONFIRMATION_CODE_ALPHABET.length)];
  }
  return code;
}
