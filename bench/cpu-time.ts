import fs from 'node:fs';

/**
 * CPU time spent per request, read from /proc: the server (its process and the cluster's
 * workers), the load generator (this process) and the bench database's PostgreSQL backends.
 * Unlike req/s, CPU time per request hardly moves when other work shares the cores, so it
 * compares runs on a busy machine and shows where a request's cost lies.
 */

/** Linux's clock tick for /proc's utime and stime (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  parentPid: number;
  /** utime + stime in ticks. */
  ticks: number;
  /** cutime + cstime in ticks: of the children it has reaped. */
  reapedTicks: number;
}

function readStat(pid: string): ProcessStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      pid: Number(pid),
      parentPid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      reapedTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined; // The process ended between listing and reading.
  }
}

function readCommandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function allProcesses(): ProcessStat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter((stat): stat is ProcessStat => stat !== undefined);
}

/** A backend's title is "postgres: [<cluster>: ]<user> <database> <client> <state>". */
const backendTitle = /^postgres: (?:\S+: )?\S+ (\S+) /;

const isBackendOf = (stat: ProcessStat, databaseName: string) =>
  backendTitle.exec(readCommandLine(stat.pid))?.[1] === databaseName;

/** Milliseconds of CPU of `rootPid` and its descendants, and of the database's backends. */
function sample(rootPid: number, databaseName: string): { server: number; database: number } {
  const processes = allProcesses();
  const children = new Map<number, ProcessStat[]>();
  for (const stat of processes) {
    const siblings = children.get(stat.parentPid) ?? [];
    siblings.push(stat);
    children.set(stat.parentPid, siblings);
  }
  let serverTicks = 0;
  const pending = processes.filter((stat) => stat.pid === rootPid);
  while (pending.length > 0) {
    const stat = pending.pop()!;
    serverTicks += stat.ticks;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  const databaseTicks = processes
    .filter((stat) => isBackendOf(stat, databaseName))
    .reduce((sum, stat) => sum + stat.ticks, 0);
  return {
    server: (serverTicks * 1000) / TICKS_PER_SECOND,
    database: (databaseTicks * 1000) / TICKS_PER_SECOND,
  };
}

export interface CpuPerRequest {
  /** Microseconds of CPU per request in the server's processes. */
  serverUs: number;
  /** In the load generator (this process; includes the bench's own bookkeeping). */
  clientUs: number;
  /** In PostgreSQL's backends of the bench database (connections open for the whole window). */
  databaseUs: number;
}

/** Starts counting; `stop(requests)` answers the CPU per request since the start. */
export function startCpuCount(
  serverPid: number,
  databaseName: string,
): { stop(requests: number): CpuPerRequest | undefined } {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => undefined };
  const before = sample(serverPid, databaseName);
  const clientBefore = process.cpuUsage();
  return {
    stop(requests) {
      if (requests === 0) return undefined;
      const client = process.cpuUsage(clientBefore);
      const after = sample(serverPid, databaseName);
      return {
        serverUs: ((after.server - before.server) * 1000) / requests,
        clientUs: (client.user + client.system) / requests,
        databaseUs: ((after.database - before.database) * 1000) / requests,
      };
    },
  };
}

/**
 * The same for a ceiling run by a child process of the bench (pgbench) whose connections
 * open and close with it: its CPU is read from this process's reaped children; its backends'
 * are the database's backends that were not open at the start, followed while they live
 * (read every 100 ms, so the last tenth of a second of each is missed). PostgreSQL's reaped
 * children are no measure: another pool's idle connections (the server's, after a scenario's
 * load) may end in the same window and bring the CPU of their whole life.
 */
export function startChildCpuCount(databaseName: string): {
  stop(requests: number): Promise<Omit<CpuPerRequest, 'serverUs'> | undefined>;
} {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => Promise.resolve(undefined) };
  const backendPids = () =>
    allProcesses()
      .filter((stat) => isBackendOf(stat, databaseName))
      .map((stat) => stat.pid);
  const openBefore = new Set(backendPids());
  const clientBefore = readStat('self')?.reapedTicks ?? 0;
  const started = Date.now();
  /** The newest ticks seen of each backend opened since the start. */
  const ticksOf = new Map<number, number>();
  const follow = () => {
    // A client opens its connections at its start: new backends are looked for in its first
    // second, and those found are read from then on.
    if (Date.now() - started < 1000) {
      for (const pid of backendPids()) if (!openBefore.has(pid)) ticksOf.set(pid, 0);
    }
    for (const pid of ticksOf.keys()) {
      const stat = readStat(String(pid));
      if (stat) ticksOf.set(pid, stat.ticks);
    }
  };
  const timer = setInterval(follow, 100);
  return {
    async stop(requests) {
      clearInterval(timer);
      if (requests === 0 || ticksOf.size === 0) return undefined;
      const databaseTicks = [...ticksOf.values()].reduce((sum, ticks) => sum + ticks, 0);
      const us = (ticks: number) => (ticks * 1_000_000) / TICKS_PER_SECOND / requests;
      return {
        clientUs: us((readStat('self')?.reapedTicks ?? 0) - clientBefore),
        databaseUs: us(databaseTicks),
      };
    },
  };
}
