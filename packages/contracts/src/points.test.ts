import { describe, expect, it } from 'vitest';
import { pointsScale } from './constants';
import { centiToPoints, pointsToCenti } from './points';

describe('points conversion', () => {
  it('stores points as integer hundredths', () => {
    expect(pointsScale).toBe(100);
    expect(pointsToCenti(250)).toBe(25_000);
    expect(pointsToCenti(0.05)).toBe(5);
    expect(pointsToCenti(12.34)).toBe(1234);
    expect(centiToPoints(25_000)).toBe(250);
    expect(centiToPoints(5)).toBe(0.05);
  });

  it('rounds to the nearest hundredth without floating-point drift', () => {
    expect(pointsToCenti(0.1 + 0.2)).toBe(30);
    expect(pointsToCenti(1.005)).toBe(100);
    expect(pointsToCenti(19.999)).toBe(2000);
    expect(Number.isInteger(pointsToCenti(3.3333))).toBe(true);
  });

  it('round-trips every hundredth', () => {
    for (let centi = 0; centi <= 10_000; centi += 7) {
      expect(pointsToCenti(centiToPoints(centi))).toBe(centi);
    }
  });

  it('keeps the sign of deductions', () => {
    expect(pointsToCenti(-5)).toBe(-500);
    expect(centiToPoints(-250)).toBe(-2.5);
  });
});
