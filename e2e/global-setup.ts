import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  databaseUrl,
  onAdminDatabase,
  scratchName,
  type DatabaseTemplate,
} from './support/database-template';
import { buildClientIfNeeded, REPO_ROOT, startServer, type ServerBase } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverBase: ServerBase;
  }
}

/**
 * Once per run: the client built, the server compiled, and one migrated database with the
 * admin in it. Each file then starts its own server on a copy of that database
 * (support/use-server.ts), so files share no data and two can run at once.
 */
export default async function setup(project: TestProject) {
  buildClientIfNeeded();
  const build = compileServer();
  try {
    const template = await prepareTemplate(build.entry);
    project.provide('serverBase', { entry: build.entry, database: template.database });
    return async () => {
      await template.remove();
      build.remove();
    };
  } catch (error) {
    build.remove();
    throw error;
  }
}

/**
 * `npm run build`'s server half, then a copy of it only this run reads: the operations suite
 * may be compiling dist/server again meanwhile (CI runs both at once), and a server started
 * while esbuild rewrites the file would read half of it.
 */
function compileServer(): { entry: string; remove(): void } {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('compiling the server failed');
  // Under the repository: the bundle imports packages from node_modules and finds the
  // project root (migrations, dist/client) by walking up from itself.
  mkdirSync(join(REPO_ROOT, 'dist'), { recursive: true });
  const dir = mkdtempSync(join(REPO_ROOT, 'dist/e2e-server-'));
  for (const file of ['index.js', 'index.js.map']) {
    copyFileSync(join(REPO_ROOT, 'dist/server', file), join(dir, file));
  }
  const entry = join(dir, 'index.js');
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One server started and stopped: it migrates the database and creates the admin. */
async function prepareTemplate(
  entry: string,
): Promise<{ database: DatabaseTemplate; remove(): Promise<void> }> {
  const adminUrl = process.env.E2E_DATABASE_URL;
  if (adminUrl) {
    const name = scratchName('marina_e2e_template');
    await onAdminDatabase(adminUrl, `create database "${name}"`);
    const remove = () =>
      onAdminDatabase(adminUrl, `drop database if exists "${name}" with (force)`);
    try {
      const server = await startServer({ DATABASE_URL: databaseUrl(adminUrl, name) }, { entry });
      await server.stop();
    } catch (error) {
      await remove();
      throw error;
    }
    return { database: { kind: 'postgres', adminUrl, name }, remove };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'marina-e2e-template-'));
  const remove = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
  try {
    // A clean stop releases the embedded lock (DATA_DIR/pglite.lock, beside the directory
    // copied), so no copy starts out locked by this server.
    const server = await startServer({}, { entry, dataDir });
    await server.stop();
  } catch (error) {
    await remove();
    throw error;
  }
  return { database: { kind: 'embedded', dir: join(dataDir, 'pglite') }, remove };
}
