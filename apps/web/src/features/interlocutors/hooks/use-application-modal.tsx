import type { TApplication } from '@parlor/contracts';
import { useCallback, useState } from 'react';
import { useProfile } from '../../../lib/auth';
import { BecomeInterlocutorModal } from '../components/become-interlocutor-modal';

/**
 * The application modal behind a button: `open` shows it, `modal` is what to render
 * (nothing while closed, or while the profile whose e-mail it shows is still loading).
 */
export function useApplicationModal(application: TApplication | null | undefined) {
  const profile = useProfile().data;
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const modal =
    isOpen && profile ? (
      <BecomeInterlocutorModal
        open
        onClose={close}
        email={profile.email ?? ''}
        application={application}
      />
    ) : null;
  return { open, modal };
}
