import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingBlock } from '../components/ui/spinner';
import { useAdminMe } from '../features/admin/api/admin-me';
import { NotFound } from '../features/site/components/not-found';
import { useAuth } from '../lib/auth';
import { openModal } from '../lib/modals';

// The console (its definitions, its texts, its pages) is one lazily loaded chunk, fetched only
// once the server confirmed a staff role. This gate is in the main bundle on purpose: a plain
// user at /admin downloads nothing that belongs to the console, not even a route chunk.
const AdminConsole = lazy(() => import('../features/admin/components/admin-console'));

/**
 * /admin/*: staff get the console, everyone else the 404 page. A guest is asked to sign in
 * first and comes back to the page they opened.
 */
export function AdminGate() {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading: isAuthLoading } = useAuth();
  const { pathname, search } = useLocation();
  const { me, isLoading } = useAdminMe();
  const isGuest = !isAuthLoading && !isAuthenticated;
  useEffect(() => {
    if (isGuest) openModal('login', { returnTo: pathname + search });
    // Once per arrival as a guest, not on every change of the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isGuest]);
  if (isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (!me) return <NotFound />;
  return (
    <Suspense fallback={<LoadingBlock label={t('common.loading')} />}>
      <AdminConsole me={me} />
    </Suspense>
  );
}
