import { minorToAmount, pointsToCenti, pointsToMinor, toValueMicro } from '@parlor/contracts';
import { useCallback } from 'react';
import { formatFixed, formatPrice } from '../../../lib/format';
import { useCurrency, useSettings } from '../../../lib/site-data';

/**
 * What points are worth in the user's chosen currency, as a price (`€0.21`): points ÷
 * `points_convertion_rate` × the currency's value, the top-up's rate the other way round.
 */
export function usePointsPrice(): (points: number) => string {
  const currency = useCurrency();
  const rate = useSettings().data?.points_convertion_rate ?? 1;
  return useCallback(
    (points: number) =>
      formatPrice(
        minorToAmount(
          pointsToMinor(pointsToCenti(points), currency.code, toValueMicro(currency.value), rate),
          currency.code,
        ),
        currency.code,
        currency.symbol,
      ),
    [currency, rate],
  );
}

/** Points with two decimals, as a receipt writes them (`2.10`, German `2,10`). */
export function formatReceiptPoints(points: number): string {
  return formatFixed(points, 2);
}
