import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../components/ui/spinner';
import { useAdminMe } from '../features/admin/api/admin-me';
import { NotFound } from '../features/site/components/not-found';

// The console (its definitions, its texts, its pages) is one lazily loaded chunk, fetched only
// once the server confirmed a staff role. This gate is in the main bundle on purpose: a plain
// user at /admin downloads nothing that belongs to the console, not even a route chunk.
const AdminConsole = lazy(() => import('../features/admin/components/admin-console'));

/** /admin/*: staff get the console, everyone else the 404 page. */
export function AdminGate() {
  const { t } = useTranslation();
  const { me, isLoading } = useAdminMe();
  if (isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (!me) return <NotFound />;
  return (
    <Suspense fallback={<LoadingBlock label={t('common.loading')} />}>
      <AdminConsole me={me} />
    </Suspense>
  );
}
