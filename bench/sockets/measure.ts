import fs from 'node:fs';
import pg from 'pg';

/** Resident memory of `rootPid` and its descendants, in MB (from /proc). */
export function treeRssMb(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended while listed.
    }
  }
  let kb = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      continue;
    }
    for (const [child, parent] of parents) if (parent === pid) pending.push(child);
  }
  return kb / 1024;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * PostgreSQL's committed transactions in the bench database per interval (pg_stat_database),
 * sampled every `everyMs` from another connection: the database load a phase puts on it.
 */
export async function sampleTransactions(
  databaseUrl: string,
  databaseName: string,
  everyMs: number,
): Promise<{ stop(): Promise<number[]> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const read = async () => {
    // Statistics are sent to the collector at most every 500 ms; clear the snapshot each time.
    await client.query('select pg_stat_clear_snapshot()');
    const result = await client.query<{ count: string }>(
      'select xact_commit + xact_rollback as count from pg_stat_database where datname = $1',
      [databaseName],
    );
    return Number(result.rows[0]?.count ?? 0);
  };
  const perInterval: number[] = [];
  let last = await read();
  let running = true;
  const loop = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      const now = await read();
      perInterval.push(now - last);
      last = now;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return perInterval;
    },
  };
}
