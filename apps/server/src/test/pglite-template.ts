// Vitest global setup of the `server` project: one embedded database is created and migrated once per
// run and saved as a data-folder archive; every test file's database starts from a copy of it. A new
// PGlite instance spends about 3 s in initdb; loading the archive takes about 0.6 s.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database archive, for `openTestDatabase`. */
    pgliteTemplate: string;
  }
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fp-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const handle = await openPglite();
  await handle.migrate(migrationsFolder);
  await fs.writeFile(file, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
