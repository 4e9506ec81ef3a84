import { LogOut, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { logout } from '../../../lib/auth';
import { openModal } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import '../texts';

/** The account page's title with `Edit profile` and `Log out` (which returns home). */
export function AccountHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // Local state is cleared anyway (spec §4); only the server call failed.
      toast.error(t('site.errors.logout'));
    }
    await navigate('/');
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <PageTitle>{t('auth.account.title')}</PageTitle>
      <div className="flex flex-wrap gap-2 sm:gap-3">
        <Button
          variant="secondary"
          icon={<PencilLine className="size-4" aria-hidden="true" />}
          onClick={() => openModal('editProfile')}
        >
          {t('auth.account.editProfile')}
        </Button>
        <Button
          variant="outline"
          icon={<LogOut className="size-4" aria-hidden="true" />}
          onClick={() => void onLogout()}
        >
          {t('auth.account.logout')}
        </Button>
      </div>
    </div>
  );
}
