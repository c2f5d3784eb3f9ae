import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'server',
      include: serverTests,
      // *.pg.test.ts need a real PostgreSQL server: only the server-postgres project runs them.
      exclude: ['apps/server/src/**/*.pg.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      globalSetup: ['apps/server/src/test/pglite-template.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['src/entry-server.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // One jsdom and one module graph per worker instead of per file: 170 s -> 45 s on two cores. Each
      // file still starts clean: the setup file resets the DOM, handlers, caches and i18n after every
      // test, and spies and stubbed globals are restored.
      isolate: false,
      // A page test renders a whole page in jsdom: on two cores, beside the server projects, one can take
      // more than vitest's 5 s without anything being wrong.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  },
  {
    // The server renderer runs in a process of its own, beside no browser code: its test gets its own
    // module graph too (renderToString and React's client would otherwise share context objects).
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web-ssr',
      root: './apps/web',
      include: ['src/entry-server.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 20_000,
    },
  },
];

// CI sets TEST_DATABASE_URL: the same API tests then run again against the real PostgreSQL server.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-postgres',
      include: serverTests,
      // These start real processes on the embedded database; nothing in them touches PostgreSQL.
      exclude: ['apps/server/src/process.test.ts', 'apps/server/src/lib/**'],
      environment: 'node',
      env: { TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

// Two cores: Vitest's default (half of them) runs one file at a time, while most files spend their time
// waiting on a database or a child process.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
