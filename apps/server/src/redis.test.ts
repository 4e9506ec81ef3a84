import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { maxReconnectDelayMs, reconnectDelayMs, redisOptions } from './redis';

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

describe('reconnecting to Redis', () => {
  it('waits at most half a second between attempts, however many failed in a row', () => {
    const retry = redisOptions('parlor:', 'main').retryStrategy!;
    for (const attempt of [1, 2, 5, 10, 16, 40, 1000]) {
      const delay = retry(attempt);
      expect(typeof delay).toBe('number');
      expect(delay as number).toBeGreaterThan(0);
      expect(delay as number).toBeLessThanOrEqual(maxReconnectDelayMs);
    }
    expect(maxReconnectDelayMs).toBeLessThanOrEqual(500);
  });

  it('grows by 50 ms an attempt, less up to a fifth at random (instances do not come back together)', () => {
    expect(reconnectDelayMs(1, () => 0)).toBe(50);
    expect(reconnectDelayMs(4, () => 0)).toBe(200);
    expect(reconnectDelayMs(4, () => 1)).toBe(160);
    expect(reconnectDelayMs(100, () => 0)).toBe(maxReconnectDelayMs);
  });
});
