import type { LinkProps } from 'react-router';
import { ButtonLink, type ButtonSize, type ButtonVariant } from '../../../../components/ui/button';
import { useAuth } from '../../../../lib/auth';
import { openModal } from '../../../../lib/modals';

/**
 * `Let's start`: the rooms for a signed-in user; a visitor is new here, so it opens Sign up
 * (which links to Sign in) rather than letting the rooms' guard ask them to sign in.
 */
export function LetsStartLink(
  props: Omit<LinkProps, 'to'> & { variant?: ButtonVariant; size?: ButtonSize },
) {
  const { isAuthenticated } = useAuth();
  return (
    <ButtonLink
      {...props}
      to="/rooms"
      onClick={(event) => {
        if (isAuthenticated) return;
        event.preventDefault();
        openModal('register');
      }}
    />
  );
}
