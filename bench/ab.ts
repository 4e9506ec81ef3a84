import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { treeCpuMs } from './cpu-time';
import {
  databaseUrlFor,
  ensureDatabase,
  pollTopics,
  prepareRun,
  seedDatabase,
  seedSizes,
  sendTopics,
  type BenchData,
} from './database';
import { FastHttp } from './fast-http';
import { runLoad } from './load';
import { freePort, startServer, stopServer } from './server-process';

/**
 * `npm run bench:ab -- <other checkout> [--scenario=poll|send|settings] [--bursts=12]
 *   [--burst=4000]`: the server CPU per request of two server builds — the other checkout's
 * (A, e.g. a worktree of main built with `npm run build:server`) and this one's (B) — on the
 * small bench data set, both running at once and loaded in turn, burst by burst (A B, B A, …)
 * with a fixed request count. On a shared machine req/s and even CPU per request drift by
 * 20–40 % from one minute to the next; bursts a few seconds apart drift together, so the
 * median of B/A over burst pairs shows a change of a few percent that two bench runs cannot.
 */

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const scenario = argument('scenario') ?? 'poll';
const bursts = Number(argument('bursts') ?? 12);
const burst = Number(argument('burst') ?? 4000);
const other = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

interface Load {
  connections: number;
  request(http: FastHttp, data: BenchData, index: number, worker: number): Promise<void>;
}

const loads: Record<string, Load> = {
  poll: {
    connections: 8,
    request: async (http, data, _index, worker) => {
      const n = pollTopics.first + (worker % pollTopics.count);
      const url = `/api/messages/index?topic_id=${data.topicId(n)}&page=1`;
      await http.expect(200, 'GET', url, { token: data.token(n) });
    },
  },
  send: {
    connections: 10,
    request: async (http, data, index, worker) => {
      const n = sendTopics.first + (worker % sendTopics.count);
      await http.expect(200, 'POST', '/api/messages/create', {
        token: data.token(n),
        body: { topic_id: data.topicId(n), content: `A/B message ${index} of worker ${worker}` },
      });
    },
  },
  settings: {
    connections: 10,
    request: async (http) => {
      await http.expect(200, 'GET', '/api/settings');
    },
  },
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const load = loads[scenario];
  if (!other || !fs.existsSync(path.join(other, 'scripts/start.mjs')) || !load) {
    console.error(
      'Usage: npm run bench:ab -- <other checkout> [--scenario=poll|send|settings] [--bursts=12] [--burst=4000]',
    );
    process.exit(2);
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseName = 'parlor_bench_small';
  await ensureDatabase(adminUrl, databaseName, false);
  const databaseUrl = databaseUrlFor(adminUrl, databaseName);
  const servers: { name: string; child: ChildProcess; http: FastHttp }[] = [];
  try {
    for (const [name, checkout] of [
      ['A', path.resolve(other)],
      ['B', undefined],
    ] as const) {
      const port = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-ab-'));
      const child = await startServer({ port, dataDir, databaseUrl, checkout });
      servers.push({
        name,
        child,
        http: new FastHttp(`http://127.0.0.1:${port}`, load.connections),
      });
    }
    await seedDatabase(databaseUrl, seedSizes.small);
    const data = await prepareRun(databaseUrl);
    const run = (http: FastHttp, count: number) =>
      runLoad({ connections: load.connections, durationMs: 120_000, maxRequests: count }, (i, w) =>
        load.request(http, data, i, w),
      );
    for (const server of servers) await run(server.http, burst * 2);
    const perRequest = servers.map(() => [] as number[]);
    for (let pair = 0; pair < bursts; pair += 1) {
      for (const k of pair % 2 === 0 ? [0, 1] : [1, 0]) {
        const server = servers[k]!;
        const before = treeCpuMs(server.child.pid ?? 0);
        const result = await run(server.http, burst);
        if (result.errors > 0) throw new Error(`${server.name}: ${result.firstError}`);
        perRequest[k]!.push(((treeCpuMs(server.child.pid ?? 0) - before) * 1000) / result.requests);
      }
    }
    const [a, b] = perRequest as [number[], number[]];
    const us = (values: number[]) => values.map((value) => value.toFixed(0)).join(' ');
    console.log(
      `${scenario}, ${bursts} burst pairs of ${burst} requests, ${load.connections} connections`,
    );
    console.log(
      `A ${path.resolve(other)}: median ${median(a).toFixed(0)} µs of server CPU per request (${us(a)})`,
    );
    console.log(`B this checkout: median ${median(b).toFixed(0)} µs (${us(b)})`);
    const ratios = a.map((value, i) => b[i]! / value);
    console.log(
      `B/A per burst pair: median ${median(ratios).toFixed(3)} (${ratios.map((r) => r.toFixed(2)).join(' ')})`,
    );
  } finally {
    for (const server of servers) {
      server.http.close();
      await stopServer(server.child);
    }
  }
}

await main();
