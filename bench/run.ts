import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { readStoredSettings } from '../apps/server/src/plugins/reference-data';
import { bareHttpCeiling, driverCeiling, nodeFloorCeiling } from './ceilings';
import { startCpuCount, type CpuPerRequest } from './cpu-time';
import { databaseUrlFor, ensureDatabase, prepareRun, seedDatabase, seedSizes } from './database';
import { FastHttp } from './fast-http';
import { BenchClient } from './http';
import { runLoad, summarise, type LoadOptions, type LoadResult, type Summary } from './load';
import type { BenchContext, CeilingContext, CeilingName, Scenario } from './scenario';
import { findPgbench, pgbenchCeiling, pgbenchInstallHint } from './pgbench';
import { loadScenarios } from './scenarios';
import { processCountsFlag, scalingTable } from './scaling';
import { freePort, startServer, stopServer } from './server-process';

/**
 * `npm run bench [-- name ...] [--seed=full|small] [--fresh] [--duration=5] [--warmup=3]
 *   [--connections=10] [--max=50000] [--cpu-prof] [--processes=1,2]`
 * Creates (or reuses) a PostgreSQL database seeded through SQL, starts the server in
 * production mode as a separate process on it (Redis when BENCH_REDIS_URL is set), measures
 * the ceilings (the server's own statement for a scenario's request through pgbench and
 * through `pg`, a bare node:http answer) and each scenario with the same concurrency,
 * prints one table and writes bench/results.json. `--processes=1,2` measures every scenario
 * with the server on one and on two processes (WEB_CONCURRENCY) and prints the scaling factor.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function numberFlag(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = raw ? Number(raw.split('=')[1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function textFlag(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

const hasFlag = (name: string) => process.argv.includes(`--${name}`);

interface Row {
  scenario: string;
  /** Server processes (WEB_CONCURRENCY) it was measured with. */
  processes: number;
  description: string;
  connections: number;
  summary: Summary;
  firstError?: string;
  /** What the ratio divides by: pgbench running the server's statement (or bare-http). */
  ceiling?: { name: string; rps: number; p50: number; p99: number };
  /** The same statement through `pg` from the bench process. */
  driverCeiling?: { rps: number; p50: number; p99: number };
  /** The least a Node server does for the request (ceilings.ts, `nodeFloorCeiling`). */
  nodeFloor?: { rps: number; p50: number; p99: number; cpu?: CpuPerRequest };
  ratio?: number;
  budget?: Scenario['budget'];
  budgetHolds?: boolean;
  /** CPU per measured request: server processes, load generator, PostgreSQL backends. */
  cpu?: CpuPerRequest;
  /** The same per transaction of the pgbench ceiling: pgbench, PostgreSQL backends. */
  ceilingCpu?: Omit<CpuPerRequest, 'serverUs'>;
  /** The scenario's own figures (Scenario.report). */
  report?: Record<string, number | string>;
}

function budgetHolds(row: Row): boolean | undefined {
  if (!row.budget) return undefined;
  const { minRatio, maxP50Ms, maxP99Ms } = row.budget;
  return (
    row.summary.errors === 0 &&
    (minRatio === undefined || (row.ratio ?? 0) >= minRatio) &&
    (maxP50Ms === undefined || row.summary.p50 <= maxP50Ms) &&
    (maxP99Ms === undefined || row.summary.p99 <= maxP99Ms)
  );
}

function budgetText(budget: Scenario['budget']): string {
  if (!budget) return '';
  return [
    budget.minRatio !== undefined ? `≥${Math.round(budget.minRatio * 100)}%` : '',
    budget.maxP50Ms !== undefined ? `p50≤${budget.maxP50Ms}` : '',
    budget.maxP99Ms !== undefined ? `p99≤${budget.maxP99Ms}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function table(rows: Row[]): string {
  const ms = (value: number) => value.toFixed(1);
  const header = [
    'scenario'.padEnd(16),
    'conns'.padStart(5),
    'requests'.padStart(8),
    'errors'.padStart(6),
    'req/s'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'ceiling'.padStart(23),
    'ceil r/s'.padStart(8),
    'p99 ms'.padStart(7),
    'ratio'.padStart(6),
    'driver'.padStart(7),
    '  budget',
  ].join(' ');
  const lines = rows.map((row) =>
    [
      (row.processes > 1 ? `${row.scenario} ×${row.processes}` : row.scenario).padEnd(16),
      String(row.connections).padStart(5),
      String(row.summary.requests).padStart(8),
      String(row.summary.errors).padStart(6),
      row.summary.rps.toFixed(0).padStart(7),
      ms(row.summary.p50).padStart(7),
      ms(row.summary.p99).padStart(7),
      (row.ceiling?.name ?? '').padStart(23),
      (row.ceiling ? row.ceiling.rps.toFixed(0) : '').padStart(8),
      (row.ceiling ? ms(row.ceiling.p99) : '').padStart(7),
      (row.ratio !== undefined ? `${(row.ratio * 100).toFixed(0)}%` : '').padStart(6),
      (row.driverCeiling ? row.driverCeiling.rps.toFixed(0) : '').padStart(7),
      row.budget ? `  ${budgetText(row.budget)} ${row.budgetHolds ? 'HOLDS' : 'MISSED'}` : '',
    ].join(' '),
  );
  return [header, ...lines].join('\n');
}

function cpuText(cpu: CpuPerRequest): string {
  const us = (value: number) => `${value.toFixed(0)} µs`;
  return `CPU per request: server ${us(cpu.serverUs)}, load generator ${us(cpu.clientUs)}, PostgreSQL ${us(cpu.databaseUs)}`;
}

/**
 * What a Node server can reach at least cost for each database scenario, beside the ceiling
 * and the scenario: the floor's share of the pgbench ceiling bounds what any server written
 * on node:http and `pg` could show on this machine, and the scenario's share of the floor is
 * what the server's own work (framework, authentication, checks, presentation) costs.
 */
function nodeFloorTable(rows: Row[]): string {
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`.padStart(9);
  const lines = rows.map((row) => {
    const floor = row.nodeFloor!;
    const cpu = floor.cpu;
    return [
      (row.processes > 1 ? `${row.scenario} ×${row.processes}` : row.scenario).padEnd(16),
      floor.rps.toFixed(0).padStart(9),
      floor.p99.toFixed(1).padStart(7),
      percent(floor.rps / row.ceiling!.rps),
      percent(row.summary.rps / floor.rps),
      cpu
        ? `${cpu.serverUs.toFixed(0).padStart(7)}${cpu.clientUs.toFixed(0).padStart(7)}${cpu.databaseUs.toFixed(0).padStart(7)}`
        : '',
    ].join(' ');
  });
  return [
    "Node floor: node:http + pg running the same statement with the request's values, the row written back unparsed (no framework, auth, checks or presentation):",
    `${'scenario'.padEnd(16)} ${'floor r/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'of ceil'.padStart(9)} ${'scen/flr'.padStart(9)} ${'server'.padStart(7)}${'client'.padStart(7)}${'pg'.padStart(7)}`,
    ...lines,
  ].join('\n');
}

/** Sum of each seeded user's ledger equals their balance (the ledger invariant). */
async function ledgerMismatches(sql: pg.Pool): Promise<number> {
  const result = await sql.query<{ count: number }>(`
    select count(*)::int as count from users u
    where u.email like 'benchseed-%@example.com'
      and u.balance <> (select coalesce(sum(delta), 0) from ledger_entries l where l.user_id = u.id)`);
  return result.rows[0]?.count ?? 0;
}

async function main(): Promise<void> {
  const all = await loadScenarios();
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const selected = wanted.length > 0 ? all.filter((s) => wanted.includes(s.name)) : all;
  if (selected.length === 0) {
    console.error(`Unknown scenario. Available: ${all.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const size = seedSizes[textFlag('seed') === 'small' ? 'small' : 'full'];
  const durationMs = numberFlag('duration', 5) * 1000;
  // Unmeasured load before each measurement, scenario and ceiling alike (see LoadOptions).
  const warmupMs = numberFlag('warmup', 3) * 1000;
  const defaultConnections = numberFlag('connections', 10);
  const maxRequests = numberFlag('max', 50_000);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  // --database=NAME: a database of one's own when several people bench against one server.
  const databaseName = textFlag('database') ?? `parlor_bench_${size.name}`;
  const databaseUrl = databaseUrlFor(adminUrl, databaseName);

  const state = await ensureDatabase(adminUrl, databaseName, hasFlag('fresh'));
  console.log(`Database ${databaseName}: ${state}`);
  const port = numberFlag('port', 0) || (await freePort());
  const barePort = numberFlag('bare-port', 0) || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const cpuProfileDir = hasFlag('cpu-prof') ? path.join(root, 'bench/profiles') : undefined;
  console.log(
    `Starting the server on ${baseUrl} (PostgreSQL${process.env.BENCH_REDIS_URL ? ' + Redis' : ''}, production) ...`,
  );
  const processCounts = processCountsFlag(process.argv);
  let serverProcesses = processCounts[0]!;
  const startBenchServer = () =>
    startServer({
      port,
      dataDir,
      databaseUrl,
      cpuProfileDir,
      env: { WEB_CONCURRENCY: String(serverProcesses) },
    });
  // The server migrates the schema and writes the reference data (rooms) the seed builds on.
  let server = await startBenchServer();
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const rows: Row[] = [];
  let http: FastHttp | undefined;
  let handle: DatabaseHandle | undefined;
  try {
    if (await seedDatabase(databaseUrl, size)) {
      // A server that lived through the bulk load measured the poll at a lower rate with a
      // p99 of 11–16 ms in each of four first runs, and 8 ms once restarted: measured is a
      // server started on the data set, as a deployed one is.
      await stopServer(server);
      server = await startBenchServer();
    }
    const data = await prepareRun(databaseUrl);
    const ceilings = new Map<string, Summary & { name: string }>();
    const pgbench = findPgbench();
    if (!pgbench) console.warn(pgbenchInstallHint);
    // The server's own statements are rendered by its builders on a handle of the same kind.
    handle = await openDatabase({ databaseUrl, poolSize: 1 });
    const ceilingContext: CeilingContext = {
      data,
      settings: await readStoredSettings(handle.db),
      db: handle.db,
    };
    const measured = (name: string, result: LoadResult) => {
      if (result.firstError) throw new Error(`ceiling ${name}: ${result.firstError}`);
      return { name, ...summarise(result) };
    };
    const ceilingFor = async (
      scenario: Scenario,
      name: CeilingName,
      options: LoadOptions,
    ): Promise<{
      ceiling: Summary & { name: string };
      driver?: Summary;
      floor?: Summary & { cpu?: CpuPerRequest };
      cpu?: Omit<CpuPerRequest, 'serverUs'>;
    }> => {
      if (name === 'bare-http') {
        const key = `bare-http:${options.connections}`;
        const known =
          ceilings.get(key) ?? measured('bare-http', await bareHttpCeiling(barePort, options));
        ceilings.set(key, known);
        return { ceiling: known };
      }
      const work = scenario.databaseWork;
      if (!work) throw new Error(`${scenario.name}: a database ceiling needs databaseWork`);
      const workOf = (worker: number, index: number) => work(ceilingContext, worker, index);
      const statement = workOf(0, 0).statement.name;
      const driver = measured(
        `${statement} (pg)`,
        await driverCeiling(databaseUrl, workOf, options),
      );
      ceilings.set(`${scenario.name}:driver`, driver);
      const floorResult = await nodeFloorCeiling(
        await freePort(),
        databaseUrl,
        databaseName,
        workOf,
        options,
      );
      const floor = { ...measured(`${statement} (node floor)`, floorResult), cpu: floorResult.cpu };
      ceilings.set(`${scenario.name}:node-floor`, floor);
      if (!pgbench) return { ceiling: driver, driver, floor };
      const result = await pgbenchCeiling(pgbench, databaseUrl, workOf, options);
      for (const note of result.notes) console.log(`  ${scenario.name} ceiling (pgbench): ${note}`);
      const ceiling = measured(statement, result);
      ceilings.set(`${scenario.name}:pgbench`, ceiling);
      return { ceiling, driver, floor, cpu: result.cpu };
    };

    console.log(
      `\n${os.cpus().length} CPUs; ${size.name} data set; ${durationMs / 1000} s or ${maxRequests} requests per measurement, after ${warmupMs / 1000} s unmeasured\n`,
    );
    const runs = processCounts.flatMap((processes) =>
      selected.map((scenario) => ({ scenario, processes })),
    );
    for (const { scenario, processes } of runs) {
      if (processes !== serverProcesses) {
        serverProcesses = processes;
        await stopServer(server);
        server = await startBenchServer();
        console.log(`\nThe server now runs ${processes} process(es) (WEB_CONCURRENCY).`);
      }
      const connections = scenario.connections ?? defaultConnections;
      const options = {
        connections,
        durationMs: scenario.bounds ? scenario.bounds.seconds * 1000 : durationMs,
        maxRequests: scenario.bounds?.requests ?? maxRequests,
        warmupMs: scenario.warmsUpInSetup ? 0 : warmupMs,
      };
      const measuredCeiling = scenario.ceiling
        ? await ceilingFor(scenario, scenario.ceiling, options)
        : undefined;
      const ceiling = measuredCeiling?.ceiling;
      http = new FastHttp(baseUrl, connections);
      const context: BenchContext = {
        baseUrl,
        dataDir,
        serverPid: server.pid ?? 0,
        client: () => new BenchClient(baseUrl),
        http,
        data,
        sql,
        cpuProfileDir,
      };
      const scenarioState = scenario.setup ? await scenario.setup(context) : undefined;
      try {
        let cpuCount: ReturnType<typeof startCpuCount> | undefined;
        const result = await runLoad(
          {
            ...options,
            onMeasurementStart: () => {
              const measured = scenarioState ? scenario.measuredServer?.(scenarioState) : undefined;
              cpuCount = measured
                ? startCpuCount(measured.pid, measured.databaseName)
                : startCpuCount(server.pid ?? 0, databaseName);
            },
          },
          (index, worker) => scenario.request(context, scenarioState, index, worker),
        );
        const cpu = cpuCount?.stop(result.requests);
        const summary = summarise(result);
        const row: Row = {
          scenario: scenario.name,
          processes,
          description: scenario.description,
          connections,
          summary,
          firstError: result.firstError,
          ceiling: ceiling
            ? { name: ceiling.name, rps: ceiling.rps, p50: ceiling.p50, p99: ceiling.p99 }
            : undefined,
          driverCeiling: measuredCeiling?.driver
            ? {
                rps: measuredCeiling.driver.rps,
                p50: measuredCeiling.driver.p50,
                p99: measuredCeiling.driver.p99,
              }
            : undefined,
          nodeFloor: measuredCeiling?.floor
            ? {
                rps: measuredCeiling.floor.rps,
                p50: measuredCeiling.floor.p50,
                p99: measuredCeiling.floor.p99,
                cpu: measuredCeiling.floor.cpu,
              }
            : undefined,
          ratio: ceiling ? summary.rps / ceiling.rps : undefined,
          budget: scenario.budget,
          cpu,
          ceilingCpu: measuredCeiling?.cpu,
          report: scenarioState ? scenario.report?.(scenarioState) : undefined,
        };
        row.budgetHolds = budgetHolds(row);
        rows.push(row);
        console.log(
          `${scenario.name}: ${summary.rps.toFixed(0)} req/s, p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, ${summary.errors} errors${result.firstError ? ` (first: ${result.firstError})` : ''}`,
        );
        if (cpu) console.log(`  ${cpuText(cpu)}`);
        for (const [name, value] of Object.entries(row.report ?? {}))
          console.log(`  ${scenario.name}: ${name} ${value}`);
      } finally {
        await scenario.teardown?.(context, scenarioState);
        http.close();
      }
    }
    const mismatches = await ledgerMismatches(sql);
    console.log(`\n${table(rows)}\n`);
    const withCpu = rows.filter((row) => row.cpu);
    if (withCpu.length > 0) {
      const cells = (values: (number | undefined)[]) =>
        values.map((us) => (us === undefined ? '' : us.toFixed(0)).padStart(7)).join('');
      console.log(
        `CPU per measured request, µs (/proc; the ceiling's per pgbench transaction):\n${'scenario'.padEnd(18)}${['server', 'client', 'pg', 'total'].map((h) => h.padStart(7)).join('')}       |${['pgbench', 'pg', 'total'].map((h) => h.padStart(7)).join('')}`,
      );
      for (const row of withCpu) {
        const name = row.processes > 1 ? `${row.scenario} ×${row.processes}` : row.scenario;
        const { serverUs, clientUs, databaseUs } = row.cpu!;
        const ceiling = row.ceilingCpu;
        console.log(
          `${name.padEnd(18)}${cells([serverUs, clientUs, databaseUs, serverUs + clientUs + databaseUs])}${ceiling ? `      |${cells([ceiling.clientUs, ceiling.databaseUs, ceiling.clientUs + ceiling.databaseUs])}` : ''}`,
        );
      }
      console.log('');
    }
    const withFloor = rows.filter((row) => row.nodeFloor && row.ceiling);
    if (withFloor.length > 0) console.log(`${nodeFloorTable(withFloor)}\n`);
    if (processCounts.length > 1)
      console.log(`Scaling with server processes:\n${scalingTable(rows)}\n`);
    console.log(
      `Ledger invariant (balance = sum of ledger) for the seeded users: ${mismatches === 0 ? 'holds' : `${mismatches} users differ`}`,
    );
    console.log('\nScenarios:');
    for (const row of rows) console.log(`  ${row.scenario}: ${row.description}`);
    fs.writeFileSync(
      path.join(root, 'bench/results.json'),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          cpus: os.cpus().length,
          node: process.version,
          dataSet: size,
          redis: Boolean(process.env.BENCH_REDIS_URL),
          durationMs,
          warmupMs,
          ledgerMismatches: mismatches,
          ceilings: Object.fromEntries(ceilings),
          scenarios: rows,
        },
        null,
        2,
      )}\n`,
    );
    console.log('\nWrote bench/results.json');
    if (mismatches > 0 || rows.some((row) => row.summary.errors > 0)) process.exitCode = 1;
  } finally {
    await sql.end();
    await handle?.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
