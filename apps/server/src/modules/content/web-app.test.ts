import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A built SPA in miniature: index.html and one hashed asset with its precompressed copies. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Parlor</title>');
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  return dist;
}

describe('web app assets', () => {
  let testApp: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = writeDist();
    testApp = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });

  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed (brotli first, then gzip) and immutable', async () => {
    const brotli = await testApp.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('xxxx');

    const gzip = await testApp.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await testApp.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('xxxx');
  });

  it('never lets a cache keep index.html, at / or at a client route (sent compressed)', async () => {
    for (const url of ['/', '/rooms']) {
      const response = await testApp.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain(
        '<title>Parlor</title>',
      );
    }
  });
});
