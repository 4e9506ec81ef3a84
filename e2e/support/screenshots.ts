import { test } from './test';

/** docs/screenshots are rewritten only on request (UPDATE_SCREENSHOTS=1), else kept with the run. */
export function screenshotPath(name: string): string {
  return process.env.UPDATE_SCREENSHOTS === '1'
    ? `docs/screenshots/${name}`
    : test.info().outputPath(name);
}
