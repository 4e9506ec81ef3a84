import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BenchClient } from './http';
import { runLoad, summarise, type Summary } from './load';
import type { BenchContext, Scenario } from './scenario';
import { scenarios } from './scenarios';

/**
 * `npm run bench [-- name ...] [--duration=10] [--connections=20] [--max=20000]`
 * Starts the server as a separate process on a fresh data directory (PGlite, or
 * BENCH_DATABASE_URL), drives each scenario over loopback for a bounded time and count,
 * and prints throughput and latency percentiles.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argument(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = raw ? Number(raw.split('=')[1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      IP_LOOKUP_URL: 'off',
      PAYMENT_PROVIDER: 'test',
      RATE_LIMIT_CHAT_MESSAGES: '1000000',
      // Generous limits: the bench measures throughput, not the abuse guards.
      ...Object.fromEntries(
        ['LOGIN', 'REGISTER', 'RESET', 'RESEND'].flatMap((kind) => [
          [`RATE_LIMIT_${kind}_PER_IP`, '1000000'],
          [`RATE_LIMIT_${kind}_PER_ACCOUNT`, '1000000'],
        ]),
      ),
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become healthy within 60 s');
}

function formatRow(name: string, summary: Summary): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  return [
    name.padEnd(24),
    String(summary.requests).padStart(8),
    String(summary.errors).padStart(7),
    summary.rps.toFixed(0).padStart(8),
    ms(summary.p50),
    ms(summary.p95),
    ms(summary.p99),
    ms(summary.max),
  ].join(' ');
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const selected: Scenario[] =
    wanted.length > 0 ? scenarios.filter((s) => wanted.includes(s.name)) : scenarios;
  if (selected.length === 0) {
    console.error(`Unknown scenario. Available: ${scenarios.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const durationMs = argument('duration', 10) * 1000;
  const connections = argument('connections', 20);
  const maxRequests = argument('max', 20_000);

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(
    `Starting the server on ${baseUrl} (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) ...`,
  );
  const server = await startServer(port, dataDir);
  const context: BenchContext = { baseUrl, dataDir, client: () => new BenchClient(baseUrl) };

  console.log(
    `\n${os.cpus().length} CPUs, ${connections} connections, ${durationMs / 1000} s or ${maxRequests} requests per scenario\n`,
  );
  console.log(
    [
      'scenario'.padEnd(24),
      'requests'.padStart(8),
      'errors'.padStart(7),
      'req/s'.padStart(8),
      'p50'.padStart(10),
      'p95'.padStart(10),
      'p99'.padStart(10),
      'max'.padStart(10),
    ].join(' '),
  );
  let failed = false;
  try {
    for (const scenario of selected) {
      const state = scenario.setup ? await scenario.setup(context) : undefined;
      const result = await runLoad(
        { connections: scenario.connections ?? connections, durationMs, maxRequests },
        (index) => scenario.request(context, state, index),
      );
      console.log(formatRow(scenario.name, summarise(result)));
      if (result.firstError) {
        failed = true;
        console.log(`  first error: ${result.firstError}`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nScenarios:');
  for (const scenario of selected) console.log(`  ${scenario.name}: ${scenario.description}`);
  if (failed) process.exitCode = 1;
}

await main();
