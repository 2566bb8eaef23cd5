import request from 'supertest';
import type { Express } from 'express';
import { expect } from 'vitest';

/**
 * A signed-in (or anonymous) browser as the API sees it: keeps its cookie and sends the
 * X-Requested-With header our CSRF rule asks of every state-changing call.
 */
export function apiClient(app: Express) {
  const agent = request.agent(app);
  const xhr = <T extends request.Test>(test: T) => test.set('X-Requested-With', 'XMLHttpRequest');
  return {
    get: (path: string) => xhr(agent.get(path)),
    post: (path: string, body?: object) => xhr(agent.post(path)).send(body),
    put: (path: string, body?: object) => xhr(agent.put(path)).send(body),
    patch: (path: string, body?: object) => xhr(agent.patch(path)).send(body),
    delete: (path: string, body?: object) =>
      body === undefined ? xhr(agent.delete(path)) : xhr(agent.delete(path)).send(body),
    /** The bare agent, for requests that must not carry the header. */
    agent,
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** A 400's per-field messages (the error handler's `errors` list) by field path. */
export function fieldErrors(body: { errors?: { path: string; message: string }[] }) {
  return Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));
}

/** A refused form: 400, and exactly these messages next to their fields. */
export function expectFieldErrors(
  res: { status: number; body: { errors?: { path: string; message: string }[] } },
  messages: Record<string, string>,
): void {
  expect(res.status).toBe(400);
  expect(fieldErrors(res.body)).toEqual(messages);
}

/** A fresh browser signs in: the login answer, its client thrown away. */
export function logIn(app: Express, email: string, password: string) {
  return apiClient(app).post('/api/login', { email, password });
}
