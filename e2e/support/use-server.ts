import { inject } from 'vitest';
import { startServer, type TestServer } from './server';

/** Settings for a file's server on top of the suite's, or a function that finds them first. */
export type ServerSettings = Record<string, string> | (() => Promise<Record<string, string>>);

/** A server of a file's own; its address and DATA_DIR are known once it has started. */
export interface FileServer {
  readonly baseURL: string;
  /** Mail lands in its outbox/ as .eml files. */
  readonly dataDir: string;
}

/**
 * The real server for one describe block (useBrowser starts and stops it), on its own copy of the run's migrated database
 * (e2e/global-setup.ts): no owner, date, capacity or booking is shared with another file.
 */
export function fileServer(settings: ServerSettings = {}) {
  let server: TestServer | undefined;
  const current = () => {
    if (!server) throw new Error('the server starts in beforeAll: read it in a hook or a test');
    return server;
  };
  return {
    async start() {
      const env = typeof settings === 'function' ? await settings() : settings;
      server = await startServer(env, inject('serverBase'));
    },
    async stop() {
      await server?.discard();
      server = undefined;
    },
    handle: {
      get baseURL() {
        return current().baseURL;
      },
      get dataDir() {
        return current().dataDir;
      },
    } satisfies FileServer,
  };
}
