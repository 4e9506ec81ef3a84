import { CircleCheckBig, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/**
 * The frame of the payment result pages: a big status icon, a title, text, the page's own
 * `action` and then `Return to Home`, the way out every result page offers last.
 */
export function ResultShell({
  tone,
  title,
  children,
  action,
}: {
  /** Which big icon: a check, a cross, or a spinner named by the title while it is pending. */
  tone: 'success' | 'danger' | 'pending';
  title: string;
  children?: ReactNode;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div
        className={cn(
          'mb-7 inline-flex size-20 items-center justify-center rounded-full [&>svg]:size-10',
          tone === 'success' &&
            'bg-success/15 text-success shadow-[0_0_60px_-10px_var(--color-success)]',
          tone === 'danger' &&
            'bg-danger/15 text-danger shadow-[0_0_60px_-10px_var(--color-danger)]',
          tone === 'pending' &&
            'bg-accent/15 text-accent shadow-[0_0_60px_-10px_var(--color-accent)]',
        )}
      >
        {tone === 'success' ? <CircleCheckBig aria-hidden="true" /> : null}
        {tone === 'danger' ? <CircleX aria-hidden="true" /> : null}
        {tone === 'pending' ? (
          <Spinner label={title} className="[&>span:first-child]:size-10" />
        ) : null}
      </div>
      <PageTitle>{title}</PageTitle>
      <div className="mt-4 flex flex-col items-center gap-2 text-body leading-relaxed text-ink-300">
        {children}
      </div>
      <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {action}
        <ButtonLink to="/" variant="outline" size="lg">
          {t('money.result.returnHome')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The payment's transaction number under a result, when the address names one. */
export function TransactionNumber({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  if (orderId === null) return null;
  return (
    <p className="mt-2 rounded-full bg-ink-800 px-4 py-1.5 text-sm text-ink-200 tabular-nums">
      {t('money.result.transaction', { id: orderId })}
    </p>
  );
}
