import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../../lib/auth';
import { toast } from '../../../lib/toast';

/** Logout ends the session (locally even if the server call fails) and goes to `/`. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      toast.error(t('site.errors.logout'));
    }
    await navigate('/');
  };
}
