import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { useAdminQueue } from '../api/admin-queries';
import { useListFilters } from '../hooks/use-list-filters';
import { ActionError, ConsoleInput } from './console-controls';

/** The state buttons above a console queue: one pressed at a time. */
export function StatusFilter<TStatus extends string>({
  label,
  statuses,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  statuses: readonly TStatus[];
  value: TStatus;
  labelOf: (status: TStatus) => string;
  onChange: (status: TStatus) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-2">
      {statuses.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={value === status ? 'primary' : 'secondary'}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {labelOf(status)}
        </Button>
      ))}
    </div>
  );
}

/** A console queue's page of cards: the error, the cards, the empty line and the pages. */
export function QueueList<TItem extends { id: number }>({
  data,
  isError,
  page,
  onPageChange,
  children,
}: {
  data: { items: TItem[]; meta?: { last_page: number } } | undefined;
  isError: boolean;
  page: number;
  onPageChange: (page: number) => void;
  children: (item: TItem) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isError && <ErrorBox message={t('admin.console.common.error')} />}
      <ul className="flex flex-col gap-4">
        {(data?.items ?? []).map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      {data && data.items.length === 0 && (
        <p className="text-ink-300">{t('admin.console.common.empty')}</p>
      )}
      <Pagination page={page} lastPage={data?.meta?.last_page ?? 1} onPageChange={onPageChange} />
    </>
  );
}

/**
 * A console queue by state (`GET /api/admin/<queue>?status=&page=`), first state first: the
 * state buttons (labelled with the queue's "Status" text) above its page of cards.
 */
export function QueuePage<TStatus extends string, TItem extends { id: number }>({
  queue,
  statuses,
  labelOf,
  children,
}: {
  queue: 'applications' | 'payouts';
  statuses: readonly [TStatus, ...TStatus[]];
  labelOf: (status: TStatus) => string;
  children: (item: TItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const { filters, setFilter, page, setPage } = useListFilters({ status: statuses[0] });
  const { data, isError } = useAdminQueue<TItem>(queue, filters.status, page);
  return (
    <div className="flex flex-col gap-4">
      <StatusFilter
        label={t(`admin.console.${queue}.status`)}
        statuses={statuses}
        value={filters.status}
        labelOf={labelOf}
        onChange={(value) => setFilter('status', value)}
      />
      <QueueList data={data} isError={isError} page={page} onPageChange={setPage}>
        {children}
      </QueueList>
    </div>
  );
}

/** A decision on a queue item: its button and whether it needs the text to go with it. */
export interface Decision<TDecision extends string> {
  decision: TDecision;
  label: string;
  variant?: ButtonVariant;
  needsText?: boolean;
}

/**
 * The text that goes with a decision on a queue item (a note, a reference, a reason), a button
 * a decision (the one under way spinning, when `pending` says which) and the action's error.
 */
export function QueueDecisions<TDecision extends string>({
  label,
  maxLength,
  decisions,
  isPending,
  pending,
  error,
  onDecide,
}: {
  label: string;
  maxLength?: number;
  decisions: Decision<TDecision>[];
  isPending: boolean;
  pending?: TDecision | undefined;
  error: string | undefined;
  onDecide: (decision: TDecision, text: string) => void;
}) {
  const [text, setText] = useState('');
  return (
    <>
      <ConsoleInput label={label} value={text} maxLength={maxLength} onValueChange={setText} />
      <div className="flex flex-wrap gap-2">
        {decisions.map((item) => (
          <Button
            key={item.decision}
            size="sm"
            variant={item.variant}
            isLoading={isPending && pending === item.decision}
            disabled={isPending || (item.needsText === true && !text.trim())}
            onClick={() => onDecide(item.decision, text)}
          >
            {item.label}
          </Button>
        ))}
      </div>
      <ActionError message={error} />
    </>
  );
}
