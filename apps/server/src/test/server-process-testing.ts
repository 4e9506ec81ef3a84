import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** `npm run build:server`: the esbuild bundle `npm start` runs. */
export async function buildServer(): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/server-build.mjs'], {
    cwd: root,
    timeout: 120_000,
  });
}

/** A port nobody listens on now (on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * `npm start` (scripts/start.mjs, the compiled server) as a process of its own on 127.0.0.1,
 * on a data directory of its own; resolves once `/api/health` answers — from each of the
 * `WEB_CONCURRENCY` processes when `env` sets more than one (told apart by the
 * x-parlor-process header). `env` adds to (and overrides) a quiet development set-up
 * without the web app.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const processes = Number(env.WEB_CONCURRENCY ?? 1);
  const answered = new Set<unknown>();
  const server = await spawnServerProcess(env);
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (server.child.exitCode !== null) break;
    const answer = await request(`${server.url}/api/health`).catch(() => undefined);
    if (answer?.statusCode === 200) answered.add(answer.headers['x-parlor-process']);
    if (answered.size >= processes) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.stop();
  throw new Error(`the server did not answer /api/health:\n${server.stderr()}`);
}

/** Like startServerProcess, but resolves at once: the caller waits for what it needs. */
export async function spawnServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-process-'));
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
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, port, child, stderr: () => stderr, stop };
}

export interface PlainAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request on a connection of its own (no keep-alive): behind one port, each such
 * request is a new connection for the cluster (or the load balancer) to hand out.
 */
export function request(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    json?: unknown;
    /** The address to connect from (another loopback address is another client). */
    localAddress?: string;
  } = {},
): Promise<PlainAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        agent: false,
        localAddress: options.localAddress,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body: text }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
