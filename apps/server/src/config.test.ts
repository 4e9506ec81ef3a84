import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/parlor-config-test', APP_SECRET: 'x'.repeat(40) };
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
