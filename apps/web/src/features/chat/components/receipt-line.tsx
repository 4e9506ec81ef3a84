import type { TReceipt } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { formatReceiptPoints, usePointsPrice } from '../lib/use-points-price';
import '../texts';

/**
 * Under one of the user's own messages: what it cost in points and in their currency, and in
 * a human topic the share that went to the listener; "Free" when nothing was charged.
 */
export function ReceiptLine({ receipt }: { receipt: TReceipt }) {
  const { t } = useTranslation();
  const price = usePointsPrice();
  const points = formatReceiptPoints(receipt.points);
  const parts: string[] =
    receipt.points === 0
      ? [t('conversations.receipt.free')]
      : [t('conversations.receipt.cost', { points, price: price(receipt.points) })];
  if (receipt.listener_points > 0) {
    parts.push(
      t('conversations.receipt.share', {
        share: formatReceiptPoints(receipt.listener_points),
        points,
      }),
    );
  }
  return (
    <p
      className="px-1 text-right text-2xs text-ink-400 tabular-nums"
      title={t('conversations.receipt.label')}
      data-testid="receipt-line"
    >
      <span className="sr-only">{t('conversations.receipt.label')}: </span>
      {parts.join(' · ')}
    </p>
  );
}
