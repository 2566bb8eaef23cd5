import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPostgres, dumpEmbeddedImage, openEmbedded } from '../src/db/client';
import { withServerClient } from './server-client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database on the server at TEST_DATABASE_URL, for CREATE DATABASE … TEMPLATE. */
    serverTemplateDatabase?: string;
    /** A migrated embedded database's data directory, as a tarball. */
    embeddedTemplateFile?: string;
  }
}

/**
 * Migrates one database for the whole run, which each test file then copies (test-app.ts):
 * migrating costs seconds a file on the embedded engine, copying a fraction of one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? serverTemplate(project, serverUrl) : embeddedTemplate(project);
}

async function serverTemplate(project: TestProject, serverUrl: string) {
  const name = `marina_template_${randomBytes(6).toString('hex')}`;
  await withServerClient(serverUrl, (client) => client.query(`create database ${name}`)).catch(
    (error: unknown) => {
      throw new Error(`TEST_DATABASE_URL=${serverUrl} is not usable: ${String(error)}`);
    },
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString());
  try {
    await database.migrate();
  } finally {
    // A template takes no copies while anyone is connected to it.
    await database.close();
  }
  project.provide('serverTemplateDatabase', name);
  return async () => {
    await withServerClient(serverUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  };
}

async function embeddedTemplate(project: TestProject) {
  const database = openEmbedded();
  let image: Blob;
  try {
    await database.migrate();
    image = await dumpEmbeddedImage(database);
  } finally {
    await database.close();
  }
  const folder = mkdtempSync(join(tmpdir(), 'marina-test-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('embeddedTemplateFile', file);
  return () => {
    rmSync(folder, { recursive: true, force: true });
    return Promise.resolve();
  };
}
