import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';

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
