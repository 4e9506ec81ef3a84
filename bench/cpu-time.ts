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

/** Milliseconds of CPU of `rootPid` and its descendants. */
export function treeCpuMs(rootPid: number): number {
  const processes = allProcesses();
  const children = new Map<number, ProcessStat[]>();
  for (const stat of processes) {
    const siblings = children.get(stat.parentPid) ?? [];
    siblings.push(stat);
    children.set(stat.parentPid, siblings);
  }
  let ticks = 0;
  const pending = processes.filter((stat) => stat.pid === rootPid);
  while (pending.length > 0) {
    const stat = pending.pop()!;
    ticks += stat.ticks;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * The CPU the database's backends spend from now on, each read every 100 ms while it lives
 * (so at most the last tenth of a second of one that ends is missed): those open now (`all`)
 * from their ticks now, and those that open in the first second from nothing. A backend that
 * ends keeps what it was last seen at; summing the open backends at two moments instead lost
 * those that closed (a pool closes a connection idle for 10 s) and counted negative CPU, and
 * PostgreSQL's reaped children brought the whole life of such connections.
 */
function followBackends(databaseName: string, which: 'all' | 'new'): { stop(): number } {
  const openNow = allProcesses().filter((stat) => isBackendOf(stat, databaseName));
  const ticksAtStart = new Map<number, number>();
  const ticksSeen = new Map<number, number>();
  if (which === 'all') {
    for (const stat of openNow) {
      ticksAtStart.set(stat.pid, stat.ticks);
      ticksSeen.set(stat.pid, stat.ticks);
    }
  }
  const ignored = new Set(which === 'new' ? openNow.map((stat) => stat.pid) : []);
  const started = Date.now();
  const look = () => {
    // Clients open their connections as they start: new backends are looked for in the
    // first second only (a look at every process), the ones found are read from then on.
    if (Date.now() - started < 1000) {
      for (const stat of allProcesses()) {
        if (ticksSeen.has(stat.pid) || ignored.has(stat.pid)) continue;
        if (!isBackendOf(stat, databaseName)) continue;
        ticksAtStart.set(stat.pid, 0);
        ticksSeen.set(stat.pid, stat.ticks);
      }
    }
    for (const pid of ticksSeen.keys()) {
      const stat = readStat(String(pid));
      if (stat) ticksSeen.set(pid, stat.ticks);
    }
  };
  const timer = setInterval(look, 100);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      look();
      let ticks = 0;
      for (const [pid, seen] of ticksSeen) ticks += seen - (ticksAtStart.get(pid) ?? 0);
      return (ticks * 1000) / TICKS_PER_SECOND;
    },
  };
}

export interface CpuPerRequest {
  /** Microseconds of CPU per request in the server's processes. */
  serverUs: number;
  /** In the load generator (this process; includes the bench's own bookkeeping). */
  clientUs: number;
  /** In PostgreSQL's backends of the bench database (followed while they live: followBackends). */
  databaseUs: number;
}

/** Starts counting; `stop(requests)` answers the CPU per request since the start. */
export function startCpuCount(
  serverPid: number,
  databaseName: string,
): { stop(requests: number): CpuPerRequest | undefined } {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => undefined };
  const serverBefore = treeCpuMs(serverPid);
  const backends = followBackends(databaseName, 'all');
  const clientBefore = process.cpuUsage();
  return {
    stop(requests) {
      const client = process.cpuUsage(clientBefore);
      const databaseMs = backends.stop();
      if (requests === 0) return undefined;
      return {
        serverUs: ((treeCpuMs(serverPid) - serverBefore) * 1000) / requests,
        clientUs: (client.user + client.system) / requests,
        databaseUs: (databaseMs * 1000) / requests,
      };
    },
  };
}

/**
 * The same for a ceiling run by a child process of the bench (pgbench) whose connections
 * open and close with it: its CPU is read from this process's reaped children, its backends'
 * from the backends that open once it starts (followBackends).
 */
export function startChildCpuCount(databaseName: string): {
  stop(requests: number): Promise<Omit<CpuPerRequest, 'serverUs'> | undefined>;
} {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => Promise.resolve(undefined) };
  const backends = followBackends(databaseName, 'new');
  const clientBefore = readStat('self')?.reapedTicks ?? 0;
  return {
    async stop(requests) {
      const databaseMs = backends.stop();
      if (requests === 0) return undefined;
      return {
        clientUs:
          (((readStat('self')?.reapedTicks ?? 0) - clientBefore) * 1_000_000) /
          TICKS_PER_SECOND /
          requests,
        databaseUs: (databaseMs * 1000) / requests,
      };
    },
  };
}
