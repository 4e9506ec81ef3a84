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
    // in the app, never in a module (docs/decisions/201-tests-faster.md). This keeps the module
    // cache between files; that the worker process itself is kept is the root's
    // `poolOptions.forks.isolate` below.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one; the server's test files wait on their
    // database much of the time, so a 2-core machine runs two (the suite 604 s → 442 s there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Vitest's forks pool reads `isolate` from the root config only: with the default (true)
    // it starts a new process for every test file, whatever a project says, and each file
    // paid for importing the server again (≈ 4 s of CPU a file). Off here, a worker process
    // runs file after file; the projects keep their own choice of module isolation (the
    // contracts and web projects reset their modules between files, the server projects
    // do not).
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          isolate: true,
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: true,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Fresh modules for every file (web tests set up jsdom globals and i18n state).
          isolate: true,
          // And a fresh worker for every file: Testing Library's `screen` binds to
          // `document.body` when Node first loads it, and in a worker reused across files (the
          // forks pool above) a later file's `screen` searched the first file's torn-down page.
          pool: 'threads',
        },
      },
    ],
  },
});
