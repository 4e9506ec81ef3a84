import type { Summary } from './load';

/** A scenario measured with a number of server processes (WEB_CONCURRENCY). */
export interface ProcessRun {
  scenario: string;
  processes: number;
  summary: Summary;
}

/** `--processes=1,2`: the process counts to measure each scenario with (default: one). */
export function processCountsFlag(argv: string[]): number[] {
  const raw = argv.find((arg) => arg.startsWith('--processes='))?.split('=')[1];
  const counts = (raw ?? '1')
    .split(',')
    .map(Number)
    .filter((count) => Number.isInteger(count) && count > 0);
  return counts.length > 0 ? [...new Set(counts)] : [1];
}

/**
 * Per scenario: req/s and p50/p99 with each process count, and the scaling factor — req/s
 * with the most processes over req/s with the fewest.
 */
export function scalingTable(runs: ProcessRun[]): string {
  const counts = [...new Set(runs.map((run) => run.processes))].sort((a, b) => a - b);
  const fewest = counts[0]!;
  const most = counts[counts.length - 1]!;
  const header = [
    'scenario'.padEnd(16),
    ...counts.map((count) => `×${count} r/s (p50/p99 ms)`.padStart(24)),
    `×${most}/×${fewest}`.padStart(8),
  ].join(' ');
  const scenarios = [...new Set(runs.map((run) => run.scenario))];
  const lines = scenarios.map((scenario) => {
    const of = (count: number) =>
      runs.find((run) => run.scenario === scenario && run.processes === count)?.summary;
    const cells = counts.map((count) => {
      const summary = of(count);
      return (
        summary
          ? `${summary.rps.toFixed(0)} (${summary.p50.toFixed(1)}/${summary.p99.toFixed(1)})`
          : ''
      ).padStart(24);
    });
    const low = of(fewest)?.rps;
    const high = of(most)?.rps;
    const factor = low && high ? `${(high / low).toFixed(2)}×` : '';
    return [scenario.padEnd(16), ...cells, factor.padStart(8)].join(' ');
  });
  return [header, ...lines].join('\n');
}
