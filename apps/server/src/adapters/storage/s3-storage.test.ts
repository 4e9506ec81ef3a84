import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { createS3Storage } from './s3-storage';

let standIn: S3StandIn;

beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(() => standIn.close());

function storageFor(secretAccessKey = standIn.secretAccessKey) {
  return createS3Storage({
    bucket: standIn.bucket,
    region: standIn.region,
    endpoint: standIn.url,
    accessKeyId: standIn.accessKeyId,
    secretAccessKey,
  });
}

describe('S3 storage against an S3-compatible stand-in', () => {
  it('puts, gets back the same bytes and type, and deletes', async () => {
    const storage = storageFor();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    await storage.put('2026/11/abc.png', bytes, 'image/png');

    expect(standIn.objects.get('2026/11/abc.png')).toEqual({
      body: bytes,
      contentType: 'image/png',
    });
    expect(await storage.get('2026/11/abc.png')).toEqual(bytes);

    await storage.delete(['2026/11/abc.png', 'never/stored.png']);
    expect(standIn.objects.has('2026/11/abc.png')).toBe(false);
    expect(await storage.get('2026/11/abc.png')).toBeUndefined();
    // Every request reached the stand-in path-style and correctly signed.
    expect(standIn.requests.map((request) => request.line)).toEqual([
      'PUT /parlor-test/2026/11/abc.png',
      'GET /parlor-test/2026/11/abc.png',
      'DELETE /parlor-test/2026/11/abc.png',
      'DELETE /parlor-test/never/stored.png',
      'GET /parlor-test/2026/11/abc.png',
    ]);
    expect(standIn.requests.every((request) => request.signed)).toBe(true);
    storage.close();
  });

  it('fails loudly when the bucket refuses the signature', async () => {
    const storage = storageFor('a-wrong-secret');
    await expect(storage.put('x/y.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /signature does not match/,
    );
    await expect(storage.get('x/y.png')).rejects.toThrow();
    expect(standIn.objects.has('x/y.png')).toBe(false);
    storage.close();
  });

  it('refuses keys that could leave the bucket prefix', async () => {
    const storage = storageFor();
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /unsafe storage key/,
    );
    storage.close();
  });
});
