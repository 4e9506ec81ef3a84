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
 * open and close with it: its CPU is read from this process's reaped children, its backends'
 * from PostgreSQL's postmaster's (which reaps them; backends of other databases ending in the
 * same window count too, so it is exact only on an otherwise idle server).
 */
export async function startChildCpuCount(databaseName: string): Promise<{
  stop(requests: number): Promise<Omit<CpuPerRequest, 'serverUs'> | undefined>;
}> {
  if (!fs.existsSync('/proc/self/stat')) return { stop: () => Promise.resolve(undefined) };
  const backends = () => allProcesses().filter((stat) => isBackendOf(stat, databaseName));
  const postmasterPid = backends()[0]?.parentPid;
  // A backend ends a moment after its client: wait (2 s at most) until the ones of a run
  // before (the warm-up) are gone and reaped, and at the end until the measured run's are.
  const settled = async (count: number) => {
    const deadline = Date.now() + 2000;
    while (backends().length > count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const openBefore = backends().length;
  await settled(openBefore);
  const reaped = () => ({
    client: readStat('self')?.reapedTicks ?? 0,
    database: postmasterPid ? (readStat(String(postmasterPid))?.reapedTicks ?? 0) : 0,
  });
  const before = reaped();
  return {
    async stop(requests) {
      if (requests === 0 || !postmasterPid) return undefined;
      await settled(openBefore);
      const after = reaped();
      const us = (ticks: number) => (ticks * 1_000_000) / TICKS_PER_SECOND / requests;
      return {
        clientUs: us(after.client - before.client),
        databaseUs: us(after.database - before.database),
      };
    },
  };
}
