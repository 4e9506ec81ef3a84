import { AlertCircle, CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts, type ToastKind } from '../../lib/toast';

const styles: Record<ToastKind, { icon: typeof Info; className: string }> = {
  default: { icon: Info, className: 'border-ink-600' },
  info: { icon: Info, className: 'border-info/50' },
  success: { icon: CheckCircle2, className: 'border-success/50' },
  warning: { icon: TriangleAlert, className: 'border-warning/50' },
  error: { icon: AlertCircle, className: 'border-danger/60' },
};

const iconColors: Record<ToastKind, string> = {
  default: 'text-ink-300',
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-danger',
};

/** Notifications, bottom right, announced to screen readers. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div
      role="region"
      aria-live="polite"
      aria-label={t('common.notifications')}
      className="pointer-events-none fixed right-3 bottom-3 z-[60] flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2 sm:right-5 sm:bottom-5"
    >
      {toasts.map((item) => {
        const { icon: Icon, className } = styles[item.kind];
        return (
          <div
            key={item.id}
            role={item.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            data-kind={item.kind}
            className={cn(
              'pointer-events-auto flex items-start gap-3 rounded-2xl border bg-ink-800/95 px-4 py-3 text-sm text-ink-100 shadow-2xl backdrop-blur',
              className,
            )}
          >
            <Icon
              className={cn('mt-0.5 size-4.5 shrink-0', iconColors[item.kind])}
              aria-hidden="true"
            />
            <p className="min-w-0 flex-1 leading-snug">{item.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              aria-label={t('common.dismiss')}
              className="-mr-1 rounded-lg p-1 text-ink-400 hover:text-white"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
