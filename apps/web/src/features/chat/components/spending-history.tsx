import type { TSpendingGroup } from '@parlor/contracts';
import { PieChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { HistoryTable, QueryContent } from '../../../components/ui/query-content';
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

  const content = (
    <QueryContent
      query={spending}
      errorMessage={t('conversations.spending.failed')}
      empty={{ title: t('conversations.spending.empty'), className: 'py-8' }}
    >
      {(groups) => (
        <HistoryTable
          labelledBy="spending-history-title"
          columns={[
            { label: t('conversations.spending.day') },
            { label: t('conversations.spending.conversation') },
            { label: t('conversations.spending.messages'), alignEnd: true },
            { label: t('conversations.spending.points'), alignEnd: true },
          ]}
        >
          {groups.map((group) => (
            <GroupRow
              key={`${group.day}:${group.topic_id ?? 'deleted'}`}
              group={group}
              price={price}
            />
          ))}
        </HistoryTable>
      )}
    </QueryContent>
  );

  return (
    <Card id="spending-history" aria-labelledby="spending-history-title">
      <div className="mb-1 flex items-center gap-2.5">
        <PieChart className="size-5 text-accent" aria-hidden="true" />
        <CardTitle id="spending-history-title">{t('conversations.spending.title')}</CardTitle>
      </div>
      <p className="mb-4 text-sm text-ink-400">{t('conversations.spending.description')}</p>
      {content}
    </Card>
  );
}
