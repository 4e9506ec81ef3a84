import { describe, expect, it } from 'vitest';
import { failCauseFrom, orderIdFrom, resultPathFor } from './result-params';

describe('result page parameters', () => {
  it('reads order_id only as a positive whole number', () => {
    expect(orderIdFrom(new URLSearchParams('order_id=42'))).toBe(42);
    for (const raw of ['', 'abc', '0', '-3', '1.5', '1e3', '9'.repeat(13)]) {
      expect(orderIdFrom(new URLSearchParams(`order_id=${raw}`))).toBeNull();
    }
    expect(orderIdFrom(new URLSearchParams())).toBeNull();
  });

  it('knows the fail causes it set itself and nothing else', () => {
    expect(failCauseFrom(new URLSearchParams('error=not_found'))).toBe('not_found');
    expect(failCauseFrom(new URLSearchParams('error=<b>hi</b>'))).toBeNull();
  });

  it('sends a settled deposit to its page and keeps the page while it is open', () => {
    expect(resultPathFor('success', 7)).toBe('/success-payment?order_id=7');
    expect(resultPathFor('error', 7)).toBe('/fail-payment?order_id=7&error=failed');
    expect(resultPathFor('unknown', 7)).toBe('/fail-payment?order_id=7&error=not_found');
    for (const outcome of ['pending', 'checking', 'signed-out'] as const) {
      expect(resultPathFor(outcome, 7)).toBeNull();
    }
  });
});
