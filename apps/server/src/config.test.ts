import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = {
  DATA_DIR: '/tmp/parlor-config-test',
  APP_SECRET: 'x'.repeat(40),
  PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
};
/** A throwaway P-256 pair. */
const vapid = {
  VAPID_PUBLIC_KEY:
    'BCS3s3zxiMKptSEK7nqeTcH1LUm07D_JLNJu00F6Zw9tuEkfuxAbqFKEQCzOorGAuiM7P8c1CDKoDUFGmPUiZoE',
  VAPID_PRIVATE_KEY: 'KPsUbuF5rgwonoEbLc2Y1T80NtmuRIGpmkReS1bj8WM',
};
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('loadConfig: card payment provider', () => {
  it('uses the built-in test gateway when nothing is configured (development)', () => {
    expect(loadConfig({ ...base }).paymentProvider).toBe('test');
  });

  it('uses Stripe when both Stripe keys are set', () => {
    expect(loadConfig({ ...base, ...stripeKeys }).paymentProvider).toBe('stripe');
  });

  it('refuses to start in production on the test gateway unless it is chosen on purpose', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).paymentProvider,
    ).toBe('test');
    expect(loadConfig({ ...base, NODE_ENV: 'production', ...stripeKeys }).paymentProvider).toBe(
      'stripe',
    );
  });

  it('refuses PAYMENT_PROVIDER=stripe without the keys', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});

describe('loadConfig: secrets', () => {
  it('requires APP_SECRET in production', () => {
    expect(() =>
      loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }),
    ).toThrow(/APP_SECRET/);
  });
});

describe('loadConfig: REDIS_URL (several instances)', () => {
  const redis = { DATA_DIR: base.DATA_DIR, REDIS_URL: 'redis://127.0.0.1:6379' };

  it('refuses to start without APP_SECRET and says why', () => {
    expect(() =>
      loadConfig({ ...redis, PAYOUT_ENCRYPTION_KEY: base.PAYOUT_ENCRYPTION_KEY }),
    ).toThrow(/REDIS_URL is set.*APP_SECRET.*must be set explicitly.*419/s);
  });

  it('refuses to start without PAYOUT_ENCRYPTION_KEY and says why', () => {
    expect(() => loadConfig({ ...redis, APP_SECRET: base.APP_SECRET })).toThrow(
      /REDIS_URL is set.*PAYOUT_ENCRYPTION_KEY.*same on every instance/s,
    );
  });

  it('names both when both are missing', () => {
    expect(() => loadConfig(redis)).toThrow(/APP_SECRET.*and PAYOUT_ENCRYPTION_KEY/s);
  });

  it('refuses to start without the VAPID key pair (a subscription is bound to one)', () => {
    expect(() => loadConfig({ ...base, ...redis })).toThrow(/REDIS_URL is set.*VAPID_PRIVATE_KEY/s);
  });

  it('starts with the secrets and the VAPID pair set explicitly', () => {
    expect(loadConfig({ ...base, ...redis, ...vapid }).redisUrl).toBe(redis.REDIS_URL);
  });
});

describe('loadConfig: PAYOUT_ENCRYPTION_KEY', () => {
  it('refuses to start in production without it', () => {
    const { PAYOUT_ENCRYPTION_KEY: _omitted, ...withoutKey } = base;
    expect(() =>
      loadConfig({ ...withoutKey, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }),
    ).toThrow(/PAYOUT_ENCRYPTION_KEY/);
  });

  it('reads 32 bytes as hex or base64 and refuses anything else', () => {
    expect(loadConfig(base).payoutEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...base, PAYOUT_ENCRYPTION_KEY: base64 }).payoutEncryptionKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(() => loadConfig({ ...base, PAYOUT_ENCRYPTION_KEY: 'short' })).toThrow(/32 bytes/);
  });

  it('generates a key into DATA_DIR (mode 0600) and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-key-'));
    const { PAYOUT_ENCRYPTION_KEY: _omitted, ...withoutKey } = base;
    const first = loadConfig({ ...withoutKey, DATA_DIR: dataDir }).payoutEncryptionKey;
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dataDir, '.payout-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ ...withoutKey, DATA_DIR: dataDir }).payoutEncryptionKey).toEqual(first);
  });
});

describe('loadConfig: S3 attachment storage', () => {
  const s3 = {
    S3_BUCKET: 'parlor',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKID',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps attachments on disk when no bucket is set', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('uses the bucket when S3_BUCKET, region and keys are set; the endpoint is optional', () => {
    expect(loadConfig({ ...base, ...s3 }).s3).toEqual({
      bucket: 'parlor',
      region: 'eu-central-1',
      endpoint: undefined,
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...base, ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/' }).s3?.endpoint).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('refuses a bucket without its region or keys, and S3 settings without a bucket', () => {
    const { S3_SECRET_ACCESS_KEY: _omitted, ...withoutSecret } = s3;
    expect(() => loadConfig({ ...base, ...withoutSecret })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, S3_REGION: 'eu-central-1' })).toThrow(/S3_BUCKET/);
  });
});
