import { pointsScale } from './constants';

/** Converts stored hundredths of a point to the number the API answers (at most two decimals). */
export function centiToPoints(centi: number): number {
  return centi / pointsScale;
}

/** Converts a points number (at most two decimals) to stored hundredths, rounding half away from zero. */
export function pointsToCenti(points: number): number {
  return Math.round(points * pointsScale);
}
