import {
  amountToMinor,
  centiToPoints,
  convertFromDefault,
  defaultAmountToMinor,
  maxTopUpAmount,
  minorToAmount,
  pointsForAmount,
  toValueMicro,
  type TCurrency,
} from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { currenciesQuery, useCurrency, useSettings } from '../../../lib/site-data';

export type AmountCheck =
  | { isValid: true; amountMinor: number; points: number }
  | { isValid: false; reason: 'invalid' | 'minimum' | 'maximum' };

/**
 * The top-up form's arithmetic in the chosen currency, with the same exact rules the
 * server applies: minimum = min_top_up_amount × value, points = floor(amount ÷ value × rate).
 */
export function useTopUpPricing() {
  const currency: TCurrency = useCurrency();
  const { data: currencies } = useQuery(currenciesQuery);
  const { data: settings } = useSettings();
  const defaultCode = currencies?.find((row) => row.default === 1)?.code ?? currency.code;
  const valueMicro = toValueMicro(currency.value);
  const fromDefault = (amount: number) =>
    convertFromDefault(
      defaultAmountToMinor(amount, defaultCode),
      defaultCode,
      currency.code,
      valueMicro,
    );

  const minimumMinor = fromDefault(settings?.min_top_up_amount ?? 0);
  const maximumMinor = fromDefault(maxTopUpAmount);
  const rate = settings?.points_convertion_rate ?? 1;

  /** Reads what the user typed (a dot or a comma as decimal separator). */
  function checkAmount(text: string): AmountCheck {
    const normalized = text.trim().replace(',', '.');
    const amount = /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : NaN;
    const amountMinor = Number.isFinite(amount) ? amountToMinor(amount, currency.code) : null;
    if (amountMinor === null || amountMinor <= 0) return { isValid: false, reason: 'invalid' };
    if (amountMinor < minimumMinor) return { isValid: false, reason: 'minimum' };
    if (amountMinor > maximumMinor) return { isValid: false, reason: 'maximum' };
    const points = centiToPoints(pointsForAmount(amountMinor, currency.code, valueMicro, rate));
    return points > 0
      ? { isValid: true, amountMinor, points }
      : { isValid: false, reason: 'invalid' };
  }

  return {
    currency,
    isReady: settings !== undefined,
    minimum: minorToAmount(minimumMinor, currency.code),
    maximum: minorToAmount(maximumMinor, currency.code),
    checkAmount,
    toAmount: (minor: number) => minorToAmount(minor, currency.code),
  };
}
