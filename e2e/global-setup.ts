import type { TestProject } from 'vitest/node';
import { buildClientIfNeeded, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** Build the client if needed, start one real server for the whole suite, stop it at the end. */
export default async function setup(project: TestProject) {
  buildClientIfNeeded();
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
