import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { treeCpuMs } from '../cpu-time';
import { databaseUrlFor, ensureDatabase } from '../database';
import { freePort, startServer, stopServer } from '../server-process';
import { exchange } from './exchange';
import { Fleet } from './fleet';
import { percentile, sampleTransactions, treeRssMb } from './measure';
import { prepareSockets } from './seed';
import { reconnectStorm } from './storm';

/**
 * `npm run bench:sockets [-- --sockets=10000] [--pairs=200] [--seconds=60] [--idle=30]
 *   [--no-storm] [--fresh] [--cpu-prof]`
 * Ten thousand open chats on one server instance (PostgreSQL, and Redis when BENCH_REDIS_URL
 * is set): opens `--sockets` authenticated WebSockets, measures the time to accept them, the
 * server's memory and its CPU while they sit idle, then lets `--pairs` topics exchange one
 * message a second for `--seconds` and reports the delivery latency from the POST's start to
 * the frame at the other side's socket, and the CPU per delivered message; last, restarts the
 * server and measures the reconnect storm (tabs come back with the product's backoff and
 * catch up by `after_seq`). Loopback only; bounded in count and time. More than ~9 000
 * sockets need a higher file-descriptor limit (bench/README.md).
 */
const numberFlag = (name: string, fallback: number) => {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = raw ? Number(raw.split('=')[1]) : fallback;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
};
const hasFlag = (name: string) => process.argv.includes(`--${name}`);

const sockets = numberFlag('sockets', 10_000);
const pairs = Math.min(numberFlag('pairs', 200), Math.floor(sockets / 2));
const seconds = Math.min(numberFlag('seconds', 60), 600);
const idleSeconds = Math.min(numberFlag('idle', 30), 300);
const budget = { p50Ms: 50, p99Ms: 250, rssMb: 1024, idleCpuShare: 0.05 };

function checkFileLimit(): void {
  // Each socket is a descriptor here and one in the server; Node's own take a few hundred more.
  const limit = Number(
    fs.readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1],
  );
  if (Number.isFinite(limit) && limit < sockets + 1_000) {
    throw new Error(
      `${sockets} sockets need a file-descriptor limit above ${sockets + 1_000} (now ${limit}): ` +
        `run \`ulimit -n ${Math.max(65_536, sockets * 2)}\` in this shell first (bench/README.md)`,
    );
  }
}

const format = (value: number, digits = 1) => value.toFixed(digits);

async function main(): Promise<void> {
  checkFileLimit();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseName = 'parlor_bench_sockets';
  await ensureDatabase(adminUrl, databaseName, hasFlag('fresh'));
  const databaseUrl = databaseUrlFor(adminUrl, databaseName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-sockets-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const cpuProfileDir = hasFlag('cpu-prof') ? path.resolve('bench/profiles') : undefined;
  if (cpuProfileDir) fs.mkdirSync(cpuProfileDir, { recursive: true });
  const start = () =>
    startServer({ port, dataDir, databaseUrl, ...(cpuProfileDir ? { cpuProfileDir } : {}) });
  let server: ChildProcess = await start();
  const report: Record<string, unknown> = {
    sockets,
    pairs,
    seconds,
    redis: Boolean(process.env.BENCH_REDIS_URL),
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
  let fleet: Fleet | undefined;
  try {
    const { users, pairs: talking } = await prepareSockets(databaseUrl, { users: sockets, pairs });
    const rssBefore = treeRssMb(server.pid!);

    // 1. Accept: every tab opens its socket (256 handshakes in flight) and waits for `ready`.
    const ready = { count: 0 };
    fleet = new Fleet(baseUrl, users, {
      onReady: () => (ready.count += 1),
      onMessage: () => undefined,
    });
    const acceptStarted = performance.now();
    await fleet.openAll(256);
    const acceptSeconds = (performance.now() - acceptStarted) / 1000;
    console.log(`${sockets} sockets ready in ${format(acceptSeconds)} s`);

    // 2. Idle: the server's CPU and memory with every socket open and nothing happening
    // (the window spans at least one heartbeat round of pings, every 30 s).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleCpuBefore = treeCpuMs(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idleCpuShare = (treeCpuMs(server.pid!) - idleCpuBefore) / (idleSeconds * 1000);
    const rssIdle = treeRssMb(server.pid!);
    console.log(
      `idle: server CPU ${format(idleCpuShare * 100, 2)} % of a core, RSS ${format(rssIdle, 0)} MB (${format(rssBefore, 0)} MB before the sockets)`,
    );

    // 3. Exchange: `pairs` topics, one message a second each, for `seconds`.
    const exchangeCpuBefore = treeCpuMs(server.pid!);
    const exchanged = await exchange({ baseUrl, fleet, pairs: talking, seconds });
    const exchangeCpuMs = treeCpuMs(server.pid!) - exchangeCpuBefore;
    const rssPeak = Math.max(rssIdle, treeRssMb(server.pid!));
    const latencies = exchanged.latenciesMs.sort((a, b) => a - b);
    const idleCpuMsDuring = idleCpuShare * exchanged.elapsedMs;
    const delivery = {
      sent: exchanged.sent,
      delivered: latencies.length,
      lost: exchanged.lost,
      errors: exchanged.errors,
      p50Ms: Number(format(percentile(latencies, 50), 2)),
      p99Ms: Number(format(percentile(latencies, 99), 2)),
      maxMs: Number(format(latencies.at(-1) ?? Number.NaN, 2)),
      slowestSeconds: exchanged.slowestSeconds,
      serverCpuPerMessageUs: Math.round((exchangeCpuMs * 1000) / Math.max(1, latencies.length)),
      serverCpuPerMessageAboveIdleUs: Math.round(
        ((exchangeCpuMs - idleCpuMsDuring) * 1000) / Math.max(1, latencies.length),
      ),
    };
    console.log(
      `exchange: ${delivery.delivered}/${delivery.sent} delivered, p50 ${delivery.p50Ms} ms, p99 ${delivery.p99Ms} ms, ` +
        `server CPU ${delivery.serverCpuPerMessageUs} µs per message (${delivery.serverCpuPerMessageAboveIdleUs} µs above idle), ` +
        `${delivery.lost} lost, ${delivery.errors} errors; slowest seconds of the run: ` +
        delivery.slowestSeconds.map((s) => `${s.second}: ${s.maxMs} ms`).join(', '),
    );
    Object.assign(report, {
      acceptSeconds: Number(format(acceptSeconds, 2)),
      rssMb: {
        beforeSockets: Math.round(rssBefore),
        idle: Math.round(rssIdle),
        peak: Math.round(rssPeak),
      },
      idleCpuPercentOfCore: Number(format(idleCpuShare * 100, 2)),
      delivery,
    });

    // 4. The reconnect storm: the instance restarts; every tab returns with the product's
    // backoff and catches up on its chat.
    if (!hasFlag('no-storm')) {
      const transactions = await sampleTransactions(databaseUrl, databaseName, 1_000);
      const storm = await reconnectStorm({
        baseUrl,
        fleet,
        restart: async () => {
          await stopServer(server);
          server = await start();
        },
      });
      const perSecond = (await transactions.stop()).map((count) => Math.max(0, count - 2));
      const steadyPollPerSecond = sockets / 5;
      Object.assign(report, {
        storm: {
          ...storm,
          steadyPollPerSecond,
          databaseTransactionsPerSecondPeak: Math.max(...perSecond),
          catchUpPeakShareOfSteadyPoll: Number(
            format(storm.catchUpsPeakPerSecond / steadyPollPerSecond, 2),
          ),
        },
      });
      console.log(
        `storm: all ${sockets} ready ${format(storm.allReadySeconds)} s after the restart began ` +
          `(server answering after ${format(storm.serverBackSeconds)} s); catch-up reads peak ${storm.catchUpsPeakPerSecond}/s ` +
          `(${format(storm.catchUpsPeakPerSecond / steadyPollPerSecond, 2)} × the steady poll rate of ${steadyPollPerSecond}/s), ` +
          `database peak ${Math.max(...perSecond)} transactions/s`,
      );
    }
    const holds = {
      p50: delivery.p50Ms <= budget.p50Ms,
      p99: delivery.p99Ms <= budget.p99Ms,
      rss: rssPeak <= budget.rssMb,
      idleCpu: idleCpuShare <= budget.idleCpuShare,
      noLoss: delivery.lost === 0 && delivery.errors === 0,
    };
    report.budget = { ...budget, holds };
    report.loadAverageAtEnd = os.loadavg().map((value) => Number(value.toFixed(2)));
    console.log(JSON.stringify(report, null, 2));
    fs.writeFileSync(
      path.join(path.dirname(new URL(import.meta.url).pathname), '..', `sockets-${sockets}.json`),
      `${JSON.stringify(report, null, 2)}\n`,
    );
  } finally {
    fleet?.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
