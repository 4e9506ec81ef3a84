// `npm run bench:start`: how long a warm restart takes until /api/health answers, on an
// existing data directory (migrated and seeded by a first, unmeasured start), for the
// compiled server `npm start` runs and for the same server run through tsx (the development
// runner), alternating run by run so both meet the same machine load.
//   npm run bench:start -- --runs=5
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3190' } },
});
const runs = Math.min(Math.max(Number(values.runs) || 5, 1), 20);
const port = Number(values.port);
const webDist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error('No web build in apps/web/dist: run `npm run build` first.');
  process.exit(2);
}

const runners = {
  compiled: ['scripts/start.mjs'],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-start-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  WEB_DIST_DIR: webDist,
  SKIP_WEB_BUILD: 'true',
  LOG_LEVEL: 'warn',
  LOG_PRETTY: 'false',
};

async function isHealthy() {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    return answer.ok;
  } catch {
    return false;
  }
}

/** Milliseconds from spawning the process to the first 200 of /api/health (`limitMs` at most). */
async function timeStart(args, limitMs = 60_000) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (performance.now() - startedAt < limitMs) {
      if (await isHealthy()) return performance.now() - startedAt;
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no answer from /api/health within ${limitMs / 1000} s`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

try {
  // Builds the server when stale, migrates and seeds: a minute or more on a loaded machine.
  await timeStart(runners.compiled, 300_000);
  const times = { compiled: [], tsx: [] };
  for (let run = 0; run < runs; run += 1)
    for (const [name, args] of Object.entries(runners)) times[name].push(await timeStart(args));
  console.log(
    `warm restart to /api/health, ${runs} runs each, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const [name, list] of Object.entries(times))
    console.log(
      `${name.padEnd(9)} median ${(median(list) / 1000).toFixed(2)} s  max ${(Math.max(...list) / 1000).toFixed(2)} s  (${list.map((ms) => (ms / 1000).toFixed(2)).join(', ')})`,
    );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
