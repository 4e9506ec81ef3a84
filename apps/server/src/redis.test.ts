import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const redisModule = fileURLToPath(new URL('./redis.ts', import.meta.url));

describe('connectRedis', () => {
  it('throws for a Redis nobody answers on, and leaves nothing behind that keeps the process alive', async () => {
    // A process whose only work is the failed connection must end by itself (the CLI did not).
    const script = `
      const { connectRedis } = await import(${JSON.stringify(redisModule)});
      try { await connectRedis('redis://127.0.0.1:9'); console.log('connected'); }
      catch { console.log('refused'); }`;
    const { stdout } = await run(process.execPath, [tsx, '--input-type=module', '-e', script], {
      timeout: 20_000,
    });
    expect(stdout.trim()).toBe('refused');
  }, 30_000);
});
