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
  // A backend's title is "postgres: [<cluster>: ]<user> <database> <client> <state>".
  const backend = /^postgres: (?:\S+: )?\S+ (\S+) /;
  const databaseTicks = processes
    .filter((stat) => backend.exec(readCommandLine(stat.pid))?.[1] === databaseName)
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
