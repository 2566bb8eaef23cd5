import type { Express } from 'express';
import { apiClient, type ApiClient } from '../api-client';

/**
 * Signs each owner in once more on another app instance over the same database (sessions live
 * in the database), so a race test can split its requests across two instances.
 */
export function signInOn(
  app: Express,
  owners: readonly { email: string; password: string }[],
): Promise<ApiClient[]> {
  return Promise.all(
    owners.map(async (owner) => {
      const client = apiClient(app);
      const res = await client.post('/api/login', { email: owner.email, password: owner.password });
      if (res.status !== 200) throw new Error(`login on second instance failed: ${res.status}`);
      return client;
    }),
  );
}
