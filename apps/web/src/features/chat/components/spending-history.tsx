import type { TSpendingGroup } from '@parlor/contracts';
import { PieChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeading } from '../../../components/ui/card';
import { HistoryTable } from '../../../components/ui/query-content';
import { formatDate } from '../../../lib/format';
import { useSpending } from '../api/spending';
import { formatReceiptPoints, usePointsPrice } from '../lib/use-points-price';
import '../texts';

/** A `YYYY-MM-DD` day as the app writes dates (DD.MM.YYYY), read as that calendar day. */
function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year!, month! - 1, date));
}

function GroupRow({ group, price }: { group: TSpendingGroup; price: (points: number) => string }) {
  const { t } = useTranslation();
  return (
    <tr className="[&>td]:border-t [&>td]:border-ink-700/70" data-testid="spending-row">
      <td className="px-2 py-3 text-ink-200 tabular-nums sm:px-3">{formatDay(group.day)}</td>
      <td className="max-w-52 px-2 py-3 sm:px-3">
        <span className="block truncate text-ink-100">
          {group.title ?? (
            <span className="text-ink-400 italic">
              {t('conversations.spending.deletedConversation')}
            </span>
          )}
        </span>
        {group.listener_points > 0 ? (
          <span className="block text-xs text-ink-400">
            {t('conversations.spending.toListener', {
              points: formatReceiptPoints(group.listener_points),
            })}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-3 text-right text-ink-200 tabular-nums sm:px-3">{group.messages}</td>
      <td className="px-2 py-3 text-right tabular-nums sm:px-3">
        <span className="block font-semibold text-ink-100">
          −{formatReceiptPoints(group.points)}
        </span>
        <span className="block text-xs text-ink-400">{price(group.points)}</span>
      </td>
    </tr>
  );
}

/**
 * "Where your points went": the user's message costs per conversation
 * and day, with the listener's share; a deleted conversation's costs stay, without its name.
 */
export function SpendingHistory() {
  const { t } = useTranslation();
  const spending = useSpending();
  const price = usePointsPrice();

  return (
    <Card id="spending-history" aria-labelledby="spending-history-title">
      <CardHeading id="spending-history-title" icon={PieChart} className="mb-1">
        {t('conversations.spending.title')}
      </CardHeading>
      <p className="mb-4 text-sm text-ink-400">{t('conversations.spending.description')}</p>
      <HistoryTable
        query={spending}
        errorMessage={t('conversations.spending.failed')}
        emptyTitle={t('conversations.spending.empty')}
        labelledBy="spending-history-title"
        columns={[
          { label: t('conversations.spending.day') },
          { label: t('conversations.spending.conversation') },
          { label: t('conversations.spending.messages'), alignEnd: true },
          { label: t('conversations.spending.points'), alignEnd: true },
        ]}
        row={(group) => (
          <GroupRow
            key={`${group.day}:${group.topic_id ?? 'deleted'}`}
            group={group}
            price={price}
          />
        )}
      />
    </Card>
  );
}
