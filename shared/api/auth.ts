import { z } from 'zod';
import { loginSchema, registerSchema } from '../schemas/auth';
import { messageAnswer } from './common';
import { defineRoute } from './route';
import { publicUserView } from './users';

const sessionAnswer = z.strictObject({ user: publicUserView.nullable() });
/**
 * GET /api/session: who is signed in, or null, always with 200. The app asks this on load, so
 * an anonymous visit logs no failed request (GET /api/user answers 401: docs/product.md#api-calls).
 */
export type SessionResponse = z.infer<typeof sessionAnswer>;

export const register = defineRoute({
  method: 'POST',
  path: '/api/register',
  summary: 'Create an owner account and its profile, and sign in',
  tag: 'Account',
  access: 'public',
  body: registerSchema,
  responses: { 201: publicUserView },
  errors: [409],
});

export const login = defineRoute({
  method: 'POST',
  path: '/api/login',
  summary: 'Sign in with email and password: sets the session cookie',
  tag: 'Account',
  access: 'public',
  body: loginSchema,
  responses: { 200: publicUserView },
  errors: [401],
});

export const logout = defineRoute({
  method: 'POST',
  path: '/api/logout',
  summary: 'Sign out: ends the session and clears its cookie',
  tag: 'Account',
  access: 'public',
  responses: { 200: messageAnswer },
  errors: [],
});

export const getCurrentUser = defineRoute({
  method: 'GET',
  path: '/api/user',
  summary: 'The signed-in user, or 401',
  tag: 'Account',
  access: 'signed-in',
  responses: { 200: publicUserView },
  errors: [],
});

export const getSession = defineRoute({
  method: 'GET',
  path: '/api/session',
  summary: 'Who is signed in, or null: always 200',
  tag: 'Account',
  access: 'public',
  responses: { 200: sessionAnswer },
  errors: [],
});
