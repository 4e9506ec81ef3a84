import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LinkProps } from 'react-router';
import { ButtonLink, type ButtonVariant } from '../../../../components/ui/button';
import { useAuth } from '../../../../lib/auth';
import { cn } from '../../../../lib/cn';
import { openModal } from '../../../../lib/modals';

/**
 * `Let's start` with its arrow: the rooms for a signed-in user; a visitor is new here, so it
 * opens Sign up (which links to Sign in) rather than letting the rooms' guard ask them to
 * sign in.
 */
export function LetsStartLink({
  className,
  ...props
}: Omit<LinkProps, 'to' | 'children'> & { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  return (
    <ButtonLink
      {...props}
      size="lg"
      className={cn('group', className)}
      to="/rooms"
      onClick={(event) => {
        if (isAuthenticated) return;
        event.preventDefault();
        openModal('register');
      }}
    >
      {t('site.home.letsStart')}
      <ArrowRight
        className="size-5 transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </ButtonLink>
  );
}
