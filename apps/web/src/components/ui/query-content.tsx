import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState, ErrorBox } from './feedback';
import { LoadingBlock } from './spinner';

/** What a query hook answers that this needs (TanStack Query's result has it). */
export interface QueryState<TData> {
  data: TData | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The empty state's default test: a list without items (other data is never empty). */
function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/**
 * An error with the button that asks again (`Try again` unless `retryLabel` says otherwise);
 * the button spins while `isRetrying`.
 */
export function RetryError({
  message,
  onRetry,
  isRetrying,
  retryLabel,
  className,
}: {
  message: ReactNode;
  onRetry: () => unknown;
  isRetrying?: boolean;
  retryLabel?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ErrorBox message={message} className={className}>
      <Button variant="secondary" size="sm" isLoading={isRetrying} onClick={() => void onRetry()}>
        {retryLabel ?? t('common.tryAgain')}
      </Button>
    </ErrorBox>
  );
}

/**
 * A card's data as it loads: a loading block, then the error with a Try again button, the
 * empty state when `empty` says the data is empty (by default: a list without items), or
 * `children` with the data.
 */
export function QueryContent<TData>({
  query,
  errorMessage,
  empty,
  loadingClassName = 'min-h-32',
  children,
}: {
  query: QueryState<TData>;
  errorMessage: ReactNode;
  /** The empty state's title, and when the data counts as empty; none: never empty. */
  empty?: { title: ReactNode; isEmpty?: (data: TData) => boolean; className?: string };
  loadingClassName?: string;
  children: (data: TData) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  if (query.isError) return <RetryError message={errorMessage} onRetry={query.refetch} />;
  if (query.isPending || data === undefined)
    return <LoadingBlock label={t('common.loading')} className={loadingClassName} />;
  if (empty && (empty.isEmpty ?? isEmptyList)(data))
    return <EmptyState title={empty.title} className={empty.className} />;
  return children(data);
}

/**
 * A history card's table, fed by a query (loading, error and empty states as `QueryContent`):
 * a head with one cell a column, numbers aligned right, and one `row` an item. On a narrow
 * screen the table scrolls sideways; its scroll area takes the focus (named by the heading
 * `labelledBy`), so that the keyboard can scroll it too. The scroll area is a group, not a
 * region: the card around it is already the region of that name, and two landmarks of one
 * name are one too many for a screen reader's list of them.
 */
export function HistoryTable<TRow>({
  query,
  errorMessage,
  emptyTitle,
  columns,
  labelledBy,
  row,
}: {
  query: QueryState<TRow[]>;
  errorMessage: ReactNode;
  emptyTitle: ReactNode;
  columns: { label: ReactNode; alignEnd?: boolean }[];
  labelledBy: string;
  row: (item: TRow) => ReactNode;
}) {
  return (
    <QueryContent
      query={query}
      errorMessage={errorMessage}
      empty={{ title: emptyTitle, className: 'py-8' }}
    >
      {(items) => (
        <div
          role="group"
          aria-labelledby={labelledBy}
          tabIndex={0}
          className="-mx-2 overflow-x-auto sm:-mx-3"
        >
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-xs tracking-wide text-ink-400 uppercase">
                {columns.map((column, index) => (
                  <th
                    key={index}
                    scope="col"
                    className={`px-2 pb-2 font-medium sm:px-3${column.alignEnd ? ' text-right' : ''}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{items.map(row)}</tbody>
          </table>
        </div>
      )}
    </QueryContent>
  );
}
