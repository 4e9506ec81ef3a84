import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

/** The server suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
const serverProject = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server-${kind}`,
    include: serverTests,
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    // Generous: several app instances on PGlite under a loaded 2-core machine take a while to
    // open. Nothing here times behaviour; a hang still fails.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    globalSetup: [`apps/server/src/test/${kind}-global-setup.ts`],
    // A worker imports the server (Fastify, Drizzle, the contracts and catalogues) once and
    // runs file after file with it, instead of importing it again for every file: every
    // file makes its own app and database (test-app.ts), and the server keeps per-app state
    // in the app, never in a module (docs/decisions.md, issue 32).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one; the server's test files wait on their
    // database much of the time, so a 2-core machine runs two (the suite 604 s → 442 s there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
