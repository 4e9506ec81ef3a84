import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CeilingWork } from '../apps/server/src/modules/chat/ceiling-statements';
import { startChildCpuCount, type CpuPerRequest } from './cpu-time';
import type { LoadOptions, LoadResult } from './load';

/**
 * A scenario's database ceiling measured by PostgreSQL's own client, pgbench: the server's
 * statement (rendered from the builder the server runs, ceiling-statements.ts) in a custom
 * script, prepared (`-M prepared`), one client per scenario connection, with the values the
 * server gives it for each of the scenario's workers.
 */

const run = promisify(execFile);

export const pgbenchInstallHint =
  'pgbench not found: install it with `apt-get install postgresql-client` (Debian; it is in ' +
  'postgresql-client-15 / postgresql-contrib), or put it on PATH. The database ceilings fall ' +
  'back to the driver ceiling.';

/** pgbench on PATH, else in /usr/lib/postgresql/<version>/bin (the newest); undefined if none. */
export function findPgbench(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'pgbench');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin/pgbench')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin/pgbench') : undefined;
}

/** A value as pgbench passes it: text (pgbench cannot pass SQL NULL; see the script). */
function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface PgbenchScript {
  script: string;
  /** `-D name=value` definitions of the values every client shares. */
  defines: string[];
  /** What the script does differently from the server, for the report (empty: nothing). */
  notes: string[];
}

/**
 * The custom script of a statement run by `connections` clients, client c doing worker c's
 * work (`workOf(c, index)`). Each `$n` becomes a variable: one value for all (`-D`), one per
 * client (`\set … case when :client_id = …`), or, for a value that changes with every request
 * (a message's text), a random number per transaction. pgbench numbers the variables in the
 * order they appear, as the server's builder does, so PostgreSQL prepares the same text; a
 * NULL value is written into the text (pgbench would pass the string 'NULL').
 */
export function pgbenchScript(
  workOf: (worker: number, index: number) => CeilingWork,
  connections: number,
): PgbenchScript {
  const workers = Array.from({ length: connections }, (_, worker) => workOf(worker, 1000));
  const next = workOf(0, 1001);
  const { statement } = workers[0]!;
  const defines: string[] = [];
  const sets: string[] = [];
  const notes: string[] = [];
  const variables = statement.parameters.map((parameter, i) => {
    if ('fixed' in parameter) {
      if (parameter.fixed === null) return 'null';
      defines.push(`fixed_${i + 1}=${textOf(parameter.fixed)}`);
      return `:fixed_${i + 1}`;
    }
    const { name } = parameter;
    const values = workers.map((work) => work.values[name]);
    if (next.values[name] !== values[0]) {
      if (!sets.some((line) => line.startsWith(`\\set ${name} `))) {
        sets.push(`\\set ${name} random(1, 2000000000)`);
        notes.push(`${name}: a random number per transaction (the server's changes per request)`);
      }
      return `:${name}`;
    }
    if (values.every((value) => value === null)) {
      notes.push(`${name}: NULL written into the text`);
      return 'null';
    }
    if (values.every((value) => value === values[0])) {
      if (!defines.some((line) => line.startsWith(`${name}=`)))
        defines.push(`${name}=${textOf(values[0])}`);
      return `:${name}`;
    }
    if (!values.every((value) => Number.isSafeInteger(value)))
      throw new Error(`pgbench: ${name} differs per worker and is not an integer`);
    if (!sets.some((line) => line.startsWith(`\\set ${name} `))) {
      const cases = values
        .slice(0, -1)
        .map((value, client) => `when :client_id = ${client} then ${String(value)}`);
      sets.push(`\\set ${name} case ${cases.join(' ')} else ${String(values.at(-1))} end`);
    }
    return `:${name}`;
  });
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => variables[Number(n) - 1]!);
  return { script: `${sets.join('\n')}\n${text};\n`, defines, notes: [...new Set(notes)] };
}

const databaseNameOf = (databaseUrl: string) =>
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

function latenciesFromLogs(dir: string): number[] {
  const latencies: number[] = [];
  for (const file of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      // client_id transaction_no time_us script_no epoch epoch_us
      const fields = line.split(' ');
      if (fields.length >= 6 && fields[2] !== 'failed') latencies.push(Number(fields[2]) / 1000);
    }
  }
  return latencies;
}

/** Runs the script for the warm-up (unmeasured), then for the duration with per-transaction logs. */
export async function pgbenchCeiling(
  pgbench: string,
  databaseUrl: string,
  workOf: (worker: number, index: number) => CeilingWork,
  options: LoadOptions,
): Promise<LoadResult & { notes: string[]; cpu?: Omit<CpuPerRequest, 'serverUs'> }> {
  const { script, defines, notes } = pgbenchScript(workOf, options.connections);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-pgbench-'));
  const logs = path.join(dir, 'logs');
  fs.mkdirSync(logs);
  const scriptFile = path.join(dir, 'ceiling.sql');
  fs.writeFileSync(scriptFile, script);
  const threads = Math.max(1, Math.min(options.connections, os.cpus().length));
  const args = (seconds: number) => [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(options.connections),
    '-j',
    String(threads),
    '-T',
    String(seconds),
    '-f',
    scriptFile,
    ...defines.flatMap((define) => ['-D', define]),
  ];
  try {
    if (options.warmupMs) {
      await run(pgbench, [...args(Math.max(1, Math.round(options.warmupMs / 1000))), databaseUrl]);
    }
    const seconds = Math.max(1, Math.round(options.durationMs / 1000));
    const cpuCount = startChildCpuCount(databaseNameOf(databaseUrl));
    const { stdout } = await run(
      pgbench,
      [...args(seconds), '-l', `--log-prefix=${path.join(logs, 'tx')}`, databaseUrl],
      { maxBuffer: 1 << 20 },
    );
    const latenciesMs = latenciesFromLogs(logs);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    return {
      requests: latenciesMs.length,
      errors: failed,
      elapsedMs: tps > 0 ? (latenciesMs.length / tps) * 1000 : seconds * 1000,
      latenciesMs,
      firstError: failed > 0 ? `pgbench: ${failed} failed transactions` : undefined,
      notes,
      cpu: await cpuCount.stop(latenciesMs.length),
    };
  } catch (error) {
    const output = error as { stderr?: string; message?: string };
    return {
      requests: 0,
      errors: 1,
      elapsedMs: 0,
      latenciesMs: [],
      firstError: `pgbench: ${(output.stderr ?? output.message ?? String(error)).slice(0, 500)}`,
      notes,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
