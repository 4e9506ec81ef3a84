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
  if (query.isError)
    return (
      <ErrorBox message={errorMessage}>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </ErrorBox>
    );
  if (query.isPending || data === undefined)
    return <LoadingBlock label={t('common.loading')} className={loadingClassName} />;
  if (empty && (empty.isEmpty ?? isEmptyList)(data))
    return <EmptyState title={empty.title} className={empty.className} />;
  return children(data);
}

/**
 * A history table's head: one cell a column, numbers aligned right. On a narrow screen the
 * table scrolls sideways; its scroll area takes the focus (named by the heading
 * `labelledBy`), so that the keyboard can scroll it too. The scroll area is a group, not a
 * region: the card around it is already the region of that name, and two landmarks of one
 * name are one too many for a screen reader's list of them.
 */
export function HistoryTable({
  columns,
  labelledBy,
  children,
}: {
  columns: { label: ReactNode; alignEnd?: boolean }[];
  labelledBy: string;
  children: ReactNode;
}) {
  return (
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
