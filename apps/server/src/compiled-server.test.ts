import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-compiled-'));
// A port of its own: the server listens on 127.0.0.1 only and stops at the end.
const port = 3900 + Math.floor(Math.random() * 90);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * `npm start` runs the esbuild bundle in apps/server/dist, not the TypeScript through tsx:
 * what Node's own ESM loader refuses (a directory import tsx tolerated, a file read beside the
 * code) only shows up here. Once per suite run: on the PGlite project.
 */
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the compiled server', () => {
  it('builds, migrates and seeds an empty data directory, and answers /api/health', async () => {
    await run(process.execPath, ['scripts/server-build.mjs'], { cwd: root, timeout: 120_000 });
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SKIP_WEB_BUILD: 'true',
        SKIP_SERVER_BUILD: 'true',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'false',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let health: unknown;
      for (let attempt = 0; attempt < 600 && child.exitCode === null && !health; attempt += 1) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((answer) => (answer.ok ? answer.json() : undefined))
          .catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(stderr).not.toMatch(/Error/);
      expect(health).toMatchObject({ status: 'OK', payload: { database: 'ok', redis: 'off' } });
      // /api/health answers only once the whole app can serve (nothing it needs is still
      // loading in the background): the next real call is answered at once.
      const languages = await fetch(`http://127.0.0.1:${port}/api/languages`);
      expect(languages.status).toBe(200);
      expect(await languages.json()).toMatchObject({
        status: 'OK',
        payload: expect.arrayContaining([expect.objectContaining({ code: 'en' })]),
      });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  it('runs a command-line entry from the build: admin:role explains its usage', async () => {
    const failure = await run(process.execPath, ['scripts/run-server-entry.mjs', 'admin-role'], {
      cwd: root,
      env: { ...process.env, SKIP_SERVER_BUILD: 'true', DATA_DIR: dataDir },
      timeout: 60_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Usage: npm run admin:role/),
    });
  }, 90_000);
});
