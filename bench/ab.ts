import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { readStoredSettings } from '../apps/server/src/plugins/reference-data';
import { startNodeFloor, valuesOf } from './ceilings';
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
import type { BenchContext, CeilingContext, Scenario } from './scenario';
import { pollScenario } from './scenarios/poll';
import { sendScenario } from './scenarios/send';
import { freePort, startServer, stopServer } from './server-process';

/**
 * `npm run bench:ab -- <other checkout> [--scenario=poll|send|settings] [--bursts=12]
 *   [--burst=4000]`: the server CPU per request of two server builds — the other checkout's
 * (A, e.g. a worktree of main built with `npm run build:server`) and this one's (B) — on the
 * small bench data set, both running at once and loaded in turn, burst by burst (A B, B A, …)
 * with a fixed request count. On a shared machine req/s and even CPU per request drift by
 * 20–40 % from one minute to the next; bursts a few seconds apart drift together, so the
 * median of B/A over burst pairs shows a change of a few percent that two bench runs cannot.
 *
 * `npm run bench:ab -- floor [--scenario=poll|send]`: A is the Node floor instead
 * (ceilings.ts, `startNodeFloor`: node:http + pg running the scenario's own statement), and
 * both are loaded with the bench's own scenario (`poll-8`, `send-10`): B/A is then what the
 * server's own work costs, per request, against the least a Node server does for it.
 * `--database=NAME` uses a database of one's own (default `parlor_bench_small`).
 */

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const scenario = argument('scenario') ?? 'poll';
const bursts = Number(argument('bursts') ?? 12);
const burst = Number(argument('burst') ?? 4000);
const other = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const againstFloor = other === 'floor';
/** The bench scenarios a floor comparison loads both servers with. */
const floorScenarios: Record<string, Scenario<undefined>> = {
  poll: pollScenario(8),
  send: sendScenario(10),
};

/** What a request of a burst is given. */
interface Run {
  data: BenchData;
  ceilingContext: CeilingContext;
  sql: pg.Pool;
  /** Whether the request goes to the Node floor (`floor` as A). */
  isFloor: boolean;
}

interface Load {
  connections: number;
  request(http: FastHttp, run: Run, index: number, worker: number): Promise<void>;
}

const loads: Record<string, Load> = {
  poll: {
    connections: 8,
    request: async (http, { data }, _index, worker) => {
      const n = pollTopics.first + (worker % pollTopics.count);
      const url = `/api/messages/index?topic_id=${data.topicId(n)}&page=1`;
      await http.expect(200, 'GET', url, { token: data.token(n) });
    },
  },
  send: {
    connections: 10,
    request: async (http, { data }, index, worker) => {
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
  const load = againstFloor ? floorLoad(floorScenarios[scenario]) : loads[scenario];
  if (!other || !(againstFloor || fs.existsSync(path.join(other, 'scripts/start.mjs'))) || !load) {
    console.error(
      'Usage: npm run bench:ab -- <other checkout>|floor [--scenario=poll|send|settings] [--bursts=12] [--burst=4000] [--database=NAME]',
    );
    process.exit(2);
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseName = argument('database') ?? 'parlor_bench_small';
  await ensureDatabase(adminUrl, databaseName, false);
  const databaseUrl = databaseUrlFor(adminUrl, databaseName);
  const servers: { name: string; child: ChildProcess; http: FastHttp }[] = [];
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const serverB = await startServerOf(databaseUrl, undefined, load.connections);
    await seedDatabase(databaseUrl, seedSizes.small);
    const data = await prepareRun(databaseUrl);
    const ceilingContext: CeilingContext = {
      data,
      settings: await readStoredSettings(handle.db),
      db: handle.db,
    };
    if (againstFloor) {
      const port = await freePort();
      const work = floorScenarios[scenario]!.databaseWork!(ceilingContext, 0, 0);
      const child = await startNodeFloor(port, databaseUrl, work, load.connections);
      servers.push({
        name: 'A',
        child,
        http: new FastHttp(`http://127.0.0.1:${port}`, load.connections),
      });
    } else {
      servers.push({
        name: 'A',
        ...(await startServerOf(databaseUrl, path.resolve(other), load.connections)),
      });
    }
    servers.push({ name: 'B', ...serverB });
    const runOn = (k: number) => (http: FastHttp, count: number) =>
      runLoad({ connections: load.connections, durationMs: 120_000, maxRequests: count }, (i, w) =>
        load.request(http, { data, ceilingContext, sql, isFloor: againstFloor && k === 0 }, i, w),
      );
    for (const [k, server] of servers.entries()) await runOn(k)(server.http, burst * 2);
    const perRequest = servers.map(() => [] as number[]);
    for (let pair = 0; pair < bursts; pair += 1) {
      for (const k of pair % 2 === 0 ? [0, 1] : [1, 0]) {
        const server = servers[k]!;
        const before = treeCpuMs(server.child.pid ?? 0);
        const result = await runOn(k)(server.http, burst);
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
      `A ${againstFloor ? 'the Node floor' : path.resolve(other)}: median ${median(a).toFixed(0)} µs of server CPU per request (${us(a)})`,
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
    await sql.end();
    await handle.close();
  }
}

async function startServerOf(
  databaseUrl: string,
  checkout: string | undefined,
  connections: number,
) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-ab-'));
  const child = await startServer({ port, dataDir, databaseUrl, checkout });
  return { child, http: new FastHttp(`http://127.0.0.1:${port}`, connections) };
}

/**
 * A bench scenario as an A/B load: the server (B) gets the scenario's request, the Node floor
 * (A) its statement's values for the same worker and index.
 */
function floorLoad(scenarioOf: Scenario<undefined> | undefined): Load | undefined {
  if (!scenarioOf?.databaseWork) return undefined;
  const { databaseWork, request } = scenarioOf;
  return {
    connections: scenarioOf.connections ?? 10,
    request: async (http, run, index, worker) => {
      if (run.isFloor) {
        const body = valuesOf(databaseWork(run.ceilingContext, worker, index));
        await http.expect(200, 'POST', '/', { body });
        return;
      }
      const context = {
        baseUrl: '',
        dataDir: '',
        client: () => {
          throw new Error('not in an A/B run');
        },
        http,
        data: run.data,
        sql: run.sql,
        serverPid: 0,
      } satisfies BenchContext;
      await request(context, undefined, index, worker);
    },
  };
}

await main();
