/**
 * The browser tests' servers: one per Playwright worker, each on its own port and data
 * directory (its own database, mail folder and admin), so that two workers never see each
 * other's settings, interlocutors or content. Worker n (its parallel index) talks to
 * `E2E_PORT + n × 100`.
 */
export const e2eBasePort = Number(process.env.E2E_PORT ?? 3100);

/** The port of the server that worker `parallelIndex` uses. */
export function e2eServerPort(parallelIndex: number): number {
  return e2eBasePort + parallelIndex * 100;
}

/** `--workers N` / `-j N` / `--workers=N` of this run, or undefined. */
function workersFromCommandLine(argv: string[]): number | undefined {
  for (const [index, argument] of argv.entries()) {
    const inline = /^--workers=(\d+)$/.exec(argument);
    if (inline) return Number(inline[1]);
    if ((argument === '--workers' || argument === '-j') && /^\d+$/.test(argv[index + 1] ?? ''))
      return Number(argv[index + 1]);
  }
  return undefined;
}

/**
 * How many workers (and servers) the run uses: `--workers` when given, else E2E_WORKERS,
 * else 3. A worker (its browser and its server) waits most of the time — one spec file ran
 * on 0.36 of a core (80 s of CPU in 220 s) — so the 2-core machines this runs on keep three
 * busy; with two, the suite took 14.5 min of CI's 20.
 */
export const e2eWorkers = Math.max(
  1,
  workersFromCommandLine(process.argv) ?? Number(process.env.E2E_WORKERS ?? 3),
);
