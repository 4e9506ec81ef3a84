import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../db/client';
import { migrateAndSeed } from './test-template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tar) each test file starts from. */
    pgliteTemplatePath: string;
  }
}

/**
 * Vitest global setup of the pglite project: migrates and seeds one PGlite database per run
 * and dumps its data directory, so that a test file loads a copy (about 1.5 s) instead of
 * running initdb, the migrations and the seed itself (about 6 s) — as the postgres project
 * copies its template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parlor-pglite-'));
  const file = path.join(dir, 'template.tar');
  const client = await PGlite.create();
  try {
    await migrateAndSeed(pgliteHandle(client));
    const image = await client.dumpDataDir('none');
    await fs.writeFile(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplatePath', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
