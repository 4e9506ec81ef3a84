import { describe, expect, it } from 'vitest';
import { ZBillingDetailsSchema } from './billing';
import {
  ZTopUpChoiceSchema,
  amountToMinor,
  convertFromDefault,
  defaultAmountToMinor,
  pointsForAmount,
  pointsToMinor,
  toValueMicro,
} from './money';

const usd = toValueMicro(1.08);

describe('money arithmetic', () => {
  it('points = floor(amount ÷ value × rate), exactly (no float drift at the boundary)', () => {
    // 5.40 / 1.08 × 10 is exactly 50; in floating point it is 49.999…
    expect(pointsForAmount(5_40, 'USD', usd, 10)).toBe(50_00);
    expect(pointsForAmount(25_00, 'USD', usd, 10)).toBe(231_00);
    expect(pointsForAmount(25_00, 'EUR', 1_000_000, 1)).toBe(25_00);
    expect(pointsForAmount(10_00, 'EUR', 1_000_000, 1.5)).toBe(15_00);
    expect(pointsForAmount(1_000, 'JPY', toValueMicro(160), 10)).toBe(62_00);
  });

  it('prices points in a currency: points ÷ rate × value, in minor units rounded half up', () => {
    expect(pointsToMinor(2_10, 'EUR', 1_000_000, 10)).toBe(21);
    expect(pointsToMinor(50_00, 'USD', usd, 10)).toBe(5_40);
    expect(pointsToMinor(5, 'EUR', 1_000_000, 1)).toBe(5);
    expect(pointsToMinor(1_05, 'EUR', 1_000_000, 10)).toBe(11); // 0.105 → 0.11
    expect(pointsToMinor(62_00, 'JPY', toValueMicro(160), 10)).toBe(992);
    expect(pointsToMinor(1_00, 'EUR', 1_000_000, 0)).toBe(0);
  });

  it('converts default-currency minor units by the value, rounding half up', () => {
    expect(convertFromDefault(9_99, 'EUR', 'USD', usd)).toBe(10_79);
    expect(convertFromDefault(5_00, 'EUR', 'USD', usd)).toBe(5_40);
    expect(convertFromDefault(5, 'EUR', 'USD', toValueMicro(1.1))).toBe(6); // 5.5 → 6
    expect(convertFromDefault(9_99, 'EUR', 'JPY', toValueMicro(160))).toBe(1_598);
    expect(defaultAmountToMinor(5.5, 'EUR')).toBe(5_50);
  });

  it('reads amounts into minor units and refuses more decimals than the currency has', () => {
    expect(amountToMinor(19.99, 'EUR')).toBe(19_99);
    expect(amountToMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(amountToMinor(10.123, 'EUR')).toBeNull();
    expect(amountToMinor(1.5, 'JPY')).toBeNull();
  });
});

describe('top-up form rules', () => {
  it('needs an amount above 0 or a bundle', () => {
    expect(ZTopUpChoiceSchema.safeParse({ amount: '' }).error?.issues[0]?.message).toBe(
      'money.validation.amountInvalid',
    );
    expect(ZTopUpChoiceSchema.safeParse({ amount: 0 }).success).toBe(false);
    expect(ZTopUpChoiceSchema.safeParse({ bundle_id: 3 }).success).toBe(true);
    expect(ZTopUpChoiceSchema.parse({ amount: '12.5' })).toEqual({ amount: 12.5 });
  });

  it('reports every missing billing field at once with its own message', () => {
    const issues = ZBillingDetailsSchema.safeParse({ phone: '+49 1' }).error?.issues ?? [];
    expect(
      Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])),
    ).toEqual({
      name: 'money.validation.nameRequired',
      surname: 'money.validation.surnameRequired',
      phone: 'money.validation.phoneInvalid',
      email: 'money.validation.emailRequired',
      country: 'money.validation.countryRequired',
      city: 'money.validation.cityRequired',
      address: 'money.validation.addressRequired',
      postCode: 'money.validation.postCodeRequired',
    });
  });
});
