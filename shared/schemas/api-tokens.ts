import { z } from 'zod';
import { API_TOKEN_SCOPES } from '../constants';
import { textField } from './common';

export const API_TOKEN_NAME_MAX = 60;

/** POST /api/tokens: a name the admin will recognise in the list, and what it may do. */
export const apiTokenSchema = z
  .object({
    name: textField('Name', { max: API_TOKEN_NAME_MAX, required: 'Give the token a name' }),
    scope: z.enum(API_TOKEN_SCOPES, { message: "Scope must be 'read' or 'write'" }),
  })
  .strict();
export type ApiTokenValues = z.input<typeof apiTokenSchema>;
