import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './test-template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/** Vitest global setup of the postgres project: a template database for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  project.provide('testRunId', runId);
  return createTemplateDatabase(runId);
}
