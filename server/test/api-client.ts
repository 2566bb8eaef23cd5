import request from 'supertest';
import type { Express } from 'express';

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
    delete: (path: string) => xhr(agent.delete(path)),
    /** The bare agent, for requests that must not carry the header. */
    agent,
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
