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
 * else 2 — the two cores of the machines this runs on (one browser and one server each).
 */
export const e2eWorkers = Math.max(
  1,
  workersFromCommandLine(process.argv) ?? Number(process.env.E2E_WORKERS ?? 2),
);
