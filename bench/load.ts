/** A bounded closed-loop load generator: `connections` workers, stopped by time or count. */

export interface LoadOptions {
  connections: number;
  durationMs: number;
  maxRequests: number;
  /**
   * The same load, unmeasured, for this long first: the figures are then the steady state,
   * not the first requests of a process (code not yet optimised, modules loaded lazily,
   * connections opened).
   */
  warmupMs?: number;
  /** Called when the warm-up is over and the measured requests begin. */
  onMeasurementStart?: () => void;
}

export interface LoadResult {
  requests: number;
  errors: number;
  elapsedMs: number;
  latenciesMs: number[];
  firstError?: string;
}

/**
 * Runs `request(i, worker)` from `connections` concurrent workers (worker = 0..connections-1,
 * so a scenario can give each worker its own user) until the time or count budget is spent,
 * after the unmeasured warm-up if one is asked for.
 * A request's latency is its duration, unless it answers the milliseconds it measured itself
 * (a scenario timing one event inside a longer exchange).
 */
export async function runLoad(
  options: LoadOptions,
  request: (index: number, worker: number) => Promise<void | number>,
): Promise<LoadResult> {
  if (options.warmupMs) {
    const warmupEnd = performance.now() + options.warmupMs;
    let warmupIssued = 0;
    const warm = async (worker: number) => {
      while (performance.now() < warmupEnd) await request(warmupIssued++, worker).catch(() => {});
    };
    await Promise.all(Array.from({ length: options.connections }, (_, worker) => warm(worker)));
  }
  options.onMeasurementStart?.();
  const latenciesMs: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + options.durationMs;

  const work = async (worker: number) => {
    while (issued < options.maxRequests && performance.now() < deadline) {
      const index = issued++;
      const begin = performance.now();
      try {
        const measured = await request(index, worker);
        latenciesMs.push(typeof measured === 'number' ? measured : performance.now() - begin);
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, worker) => work(worker)));
  return {
    requests: latenciesMs.length + errors,
    errors,
    elapsedMs: performance.now() - started,
    latenciesMs,
    firstError,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export interface Summary {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(result: LoadResult): Summary {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    requests: result.requests,
    errors: result.errors,
    rps: result.requests / (result.elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}
