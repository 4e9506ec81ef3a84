import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/**
 * When start-up failed: the initialization error in place of index.html's start-up screen
 * (the loading indicator, which is plain markup there and not rendered by React).
 */
export function StartupErrorScreen({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-ink-900 px-6 text-center">
      <div className="flex items-center gap-3">
        <img src="/favicon.svg" alt="" className="size-11" />
        <span className="font-display text-3xl font-extrabold tracking-tight text-white">
          Parlor
        </span>
      </div>
      <div role="alert" className="flex max-w-md flex-col items-center gap-4">
        <p className="text-lg font-semibold text-white">{t('site.init.error')}</p>
        <p className="text-sm text-ink-300">{message}</p>
        <Button onClick={() => window.location.reload()}>{t('site.init.reload')}</Button>
      </div>
    </div>
  );
}
