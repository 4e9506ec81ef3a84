import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';

/** While the app starts: the loading indicator; if start-up failed: the initialization error. */
export function StartupScreen({ error }: { error?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-ink-900 px-6 text-center">
      <div className="flex items-center gap-3">
        <img src="/favicon.svg" alt="" className="size-11" />
        <span className="font-display text-3xl font-extrabold tracking-tight text-white">
          Parlor
        </span>
      </div>
      {error === undefined || error === null ? (
        <Spinner
          label={t('site.init.starting')}
          className="text-accent [&>span:first-child]:size-8"
        />
      ) : (
        <div role="alert" className="flex max-w-md flex-col items-center gap-4">
          <p className="text-lg font-semibold text-white">{t('site.init.error')}</p>
          <p className="text-sm text-ink-300">{error || t('site.init.pageDataError')}</p>
          <Button onClick={() => window.location.reload()}>{t('site.init.reload')}</Button>
        </div>
      )}
    </div>
  );
}
