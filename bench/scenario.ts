import type { BenchClient } from './http';

/** What a scenario gets: where the server is and how to make clients. */
export interface BenchContext {
  baseUrl: string;
  /** The server's data directory (mail files of the embedded mail adapter live here). */
  dataDir: string;
  client(): BenchClient;
}

/** One load scenario: optional set-up through the public API, then one request per call. */
export interface Scenario<State = unknown> {
  name: string;
  description: string;
  /** Concurrent connections (default from the command line). */
  connections?: number;
  setup?: (context: BenchContext) => Promise<State>;
  request: (context: BenchContext, state: State, index: number) => Promise<void>;
}

export function defineScenario<State>(scenario: Scenario<State>): Scenario<State> {
  return scenario;
}
