import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
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

/**
 * `scripts/start.mjs` in production mode as its own process on `databaseUrl` (Redis when
 * BENCH_REDIS_URL is set), with the abuse limits raised; resolves once it answers health.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  /** PostgreSQL; empty for the embedded database. */
  databaseUrl: string;
  cpuProfileDir?: string;
  /** More environment (e.g. the AI provider). */
  env?: Record<string, string>;
  /** The checkout whose server runs (another worktree's build: bench/ab.ts); this one by default. */
  checkout?: string;
}): Promise<ChildProcess> {
  const { port, dataDir, databaseUrl, cpuProfileDir } = options;
  const nodeFlags = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...nodeFlags, 'scripts/start.mjs'], {
    cwd: options.checkout ?? root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // Production refuses to start without a payout key; the bench's is fixed and throwaway.
      PAYOUT_ENCRYPTION_KEY: 'be'.repeat(32),
      // With BENCH_REDIS_URL every instance must share one Web Push key pair; this one is throwaway.
      VAPID_PUBLIC_KEY:
        'BCS3s3zxiMKptSEK7nqeTcH1LUm07D_JLNJu00F6Zw9tuEkfuxAbqFKEQCzOorGAuiM7P8c1CDKoDUFGmPUiZoE',
      VAPID_PRIVATE_KEY: 'KPsUbuF5rgwonoEbLc2Y1T80NtmuRIGpmkReS1bj8WM',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
      // One process unless a run asks for more (on PostgreSQL `npm start` defaults to one per core).
      WEB_CONCURRENCY: '1',
      // Its own keys and channels: a bench on a shared Redis never meets a running app's.
      REDIS_PREFIX: 'parlor-bench:',
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      PAYMENT_PROVIDER: 'test',
      RATE_LIMIT_CHAT_MESSAGES: '100000000',
      // Generous limits: the bench measures throughput, not the abuse guards.
      ...Object.fromEntries(
        ['LOGIN', 'REGISTER', 'RESET', 'RESEND'].flatMap((kind) => [
          [`RATE_LIMIT_${kind}_PER_IP`, '100000000'],
          [`RATE_LIMIT_${kind}_PER_ACCOUNT`, '100000000'],
        ]),
      ),
      ...options.env,
    },
  });
  const deadline = Date.now() + 120_000;
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
  throw new Error('server did not become healthy within 120 s');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}
