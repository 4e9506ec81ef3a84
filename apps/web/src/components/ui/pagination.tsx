import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { pageWindow } from '../../lib/pagination';

/** Page navigation with a window of 5 numbers and ellipses. */
export function Pagination({
  page,
  lastPage,
  onPageChange,
  className,
}: {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const itemClass =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-semibold transition';
  return (
    <nav
      aria-label={t('common.page', { page })}
      className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}
    >
      <button
        type="button"
        className={cn(itemClass, 'text-ink-200 hover:bg-ink-750 disabled:opacity-40')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('common.previousPage')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {pageWindow(page, lastPage).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            onClick={() => onPageChange(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('common.page', { page: item })}
            className={cn(
              itemClass,
              item === page ? 'bg-accent-strong text-white' : 'text-ink-200 hover:bg-ink-750',
            )}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="px-1 text-ink-400" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={cn(itemClass, 'text-ink-200 hover:bg-ink-750 disabled:opacity-40')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= lastPage}
        aria-label={t('common.nextPage')}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
