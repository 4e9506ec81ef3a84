import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

/** The states after Pay: `Processing your payment`, then `Redirecting to payment gateway`. */
export function TopUpProgress({ stage }: { stage: 'processing' | 'redirecting' }) {
  const { t } = useTranslation();
  const title = stage === 'processing' ? t('money.topUp.processing') : t('money.topUp.redirecting');
  return (
    <div
      className="flex min-h-64 flex-col items-center justify-center gap-5 py-8 text-center"
      data-testid="top-up-progress"
    >
      <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-accent/15 text-accent">
        <Spinner label={title} className="[&>span:first-child]:size-9" />
      </span>
      <div className="flex flex-col gap-1.5">
        <p className="font-display text-xl font-bold text-white" aria-live="polite">
          {title}
        </p>
        <p className="text-sm text-ink-300">{t('money.topUp.pleaseWait')}</p>
      </div>
    </div>
  );
}
