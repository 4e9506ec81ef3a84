import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { NotFound } from '../../features/site/components/not-found';

/** A route that failed to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <h1 className="font-display text-2xl font-bold text-white">{t('common.genericError')}</h1>
      <ButtonLink to="/" reloadDocument>
        {t('site.notFound.goHome')}
      </ButtonLink>
    </div>
  );
}
