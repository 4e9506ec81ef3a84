import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../components/ui/spinner';
import { useAdminMe } from '../../features/admin/api/admin-me';
import { NotFound } from '../../features/site/components/not-found';
import '../../features/admin/texts';

// The console's chunk is fetched only once the server confirmed a staff role.
const AdminConsole = lazy(() => import('../../features/admin/components/admin-console'));

/** Route module of /admin/*: staff get the console, everyone else the 404 page. */
export function Component() {
  const { t } = useTranslation();
  const { me, isLoading } = useAdminMe();
  if (isLoading) return <LoadingBlock label={t('admin.console.common.loading')} />;
  if (!me) return <NotFound />;
  return (
    <Suspense fallback={<LoadingBlock label={t('admin.console.common.loading')} />}>
      <AdminConsole me={me} />
    </Suspense>
  );
}
