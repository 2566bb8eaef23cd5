import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../bench/app-process';
import { openEmbedded } from '../server/src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server and scripts/start.mjs in a folder of this run's own (see below). */
    operationsRelease?: string;
    /** A migrated, stopped embedded database (DATA_DIR/pglite), copied for each new instance. */
    operationsEmbeddedTemplate?: string;
  }
}

/**
 * Compiles the server (`npm run build`'s server half) and migrates one embedded database while
 * it does: a fresh PGlite takes seconds of CPU to create and migrate, a copy a fraction of one.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const [release, template] = await Promise.all([compileRelease(), migratedEmbeddedDatabase()]);
  project.provide('operationsRelease', release);
  project.provide('operationsEmbeddedTemplate', join(template, 'pglite'));
  return () => {
    rmSync(release, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  };
}

/**
 * The build copied into dist/operations-*, laid out as a release (scripts/start.mjs next to
 * dist/server): CI builds and compiles dist/ in the browser lane at the same time, and a server
 * started while esbuild rewrites dist/server/index.js would read half of it. Under the
 * repository, so the bundle finds node_modules and the project root (migrations) above it.
 */
async function compileRelease(): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build-server.mjs'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('compiling the server failed')),
    );
  });
  mkdirSync(join(REPO_ROOT, 'dist'), { recursive: true });
  const release = mkdtempSync(join(REPO_ROOT, 'dist/operations-'));
  mkdirSync(join(release, 'dist/server'), { recursive: true });
  mkdirSync(join(release, 'scripts'));
  for (const file of ['index.js', 'index.js.map']) {
    copyFileSync(join(REPO_ROOT, 'dist/server', file), join(release, 'dist/server', file));
  }
  copyFileSync(join(REPO_ROOT, 'scripts/start.mjs'), join(release, 'scripts/start.mjs'));
  // start.mjs builds the web client when this is missing (a first `npm start`): a Vite build
  // is not what a signal test is about, and in CI it would race the browser lane's own build.
  mkdirSync(join(release, 'dist/client'), { recursive: true });
  writeFileSync(join(release, 'dist/client/index.html'), '<!doctype html><title>marina</title>\n');
  return release;
}

async function migratedEmbeddedDatabase(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'marina-ops-template-'));
  const database = openEmbedded(join(folder, 'pglite'));
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return folder;
}
