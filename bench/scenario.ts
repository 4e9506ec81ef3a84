import type { TStoredSettings } from '@parlor/contracts';
import type pg from 'pg';
import type { Executor } from '../apps/server/src/db/client';
import type { CeilingWork } from '../apps/server/src/modules/chat/ceiling-statements';
import type { BenchData } from './database';
import type { FastHttp } from './fast-http';
import type { BenchClient } from './http';

/** What a scenario gets: where the server is, its data set and clients. */
export interface BenchContext {
  baseUrl: string;
  /** The server's data directory (mail files of the embedded mail adapter live here). */
  dataDir: string;
  /** A fetch-based client with cookies (for set-up through the public API). */
  client(): BenchClient;
  /** The load client: keep-alive node:http, one socket per connection. */
  http: FastHttp;
  /** The seeded users (with bearer tokens) and topics. */
  data: BenchData;
  /** The bench database, for set-up that the API cannot do cheaply. */
  sql: pg.Pool;
  /** The server process (its memory is read from /proc). */
  serverPid: number;
  /** Where server processes write CPU profiles (`--cpu-prof`), if asked for. */
  cpuProfileDir?: string;
}

/**
 * Which ceiling a scenario's throughput is compared with (measured in the same run):
 * `database` runs the scenario's `databaseWork` through pgbench (and `pg`, the driver ceiling).
 */
export type CeilingName = 'database' | 'bare-http';

/** What a scenario's database work is built from: the server's settings and a handle. */
export interface CeilingContext {
  data: BenchData;
  settings: TStoredSettings;
  /** A Drizzle handle on the bench database (renders the server's query builders). */
  db: Executor;
}

/**
 * One load scenario: optional set-up, then one request per call, issued by `connections`
 * workers in a closed loop for the run's duration. A scenario module file exports one (or
 * several) of these; `scenarios/index.ts` lists them in the order they run.
 */
export interface Scenario<State = unknown> {
  name: string;
  description: string;
  /** Concurrent connections (default from the command line). */
  connections?: number;
  /** The ceiling its req/s is divided by in the table. */
  ceiling?: CeilingName;
  /**
   * The database work of worker `worker`'s request number `index`, as the server does it
   * (ceiling-statements.ts, checked against the server by ceiling-statements.test.ts).
   */
  databaseWork?: (context: CeilingContext, worker: number, index: number) => CeilingWork;
  /** What must hold (checked and shown in the table). */
  budget?: { minRatio?: number; maxP50Ms?: number; maxP99Ms?: number };
  setup?: (context: BenchContext) => Promise<State>;
  /**
   * The server process and database its requests run on, when its set-up starts its own
   * (the CPU per request is counted there instead of in the shared bench server).
   */
  measuredServer?: (state: State) => { pid: number; databaseName: string };
  /** Its set-up warms the server up itself: no unmeasured load (`--warmup`) before it. */
  warmsUpInSetup?: boolean;
  /**
   * Its own bounds instead of `--duration` and `--max`: a figure stated over a count of
   * requests (e.g. p99 over 100) runs that many, and never longer than `seconds`.
   */
  bounds?: { requests: number; seconds: number };
  /** Figures of its own beyond latency, printed after the measurement and kept in results.json. */
  report?: (state: State) => Record<string, number | string>;
  /** One request; answers its own latency in ms when it times one event inside it. */
  request: (
    context: BenchContext,
    state: State,
    index: number,
    worker: number,
  ) => Promise<void | number>;
  /** Releases what set-up opened (sockets). */
  teardown?: (context: BenchContext, state: State) => Promise<void>;
}

export function defineScenario<State>(scenario: Scenario<State>): Scenario<State> {
  return scenario;
}
