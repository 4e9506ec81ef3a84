import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { EditProfileModal } from '../features/auth/components/edit-profile-modal';
import { ForgotPasswordModal } from '../features/auth/components/forgot-password-modal';
import { LoginModal } from '../features/auth/components/login-modal';
import { RegisterModal } from '../features/auth/components/register-modal';
import { ActiveChatsModal } from '../features/chat/components/active-chats-modal';
import { CreateTopicModal } from '../features/chat/components/create-topic-modal';
import { TopUpModal } from '../features/payments/components/top-up-modal';
import { closeModal, useOpenModals, type OpenModal } from '../lib/modals';

// Only interlocutors open it: its code loads on first use.
const PayoutModal = lazy(() =>
  import('../features/payouts/components/payout-modal').then((module) => ({
    default: module.PayoutModal,
  })),
);

function renderModal(modal: OpenModal, onClose: () => void) {
  switch (modal.id) {
    case 'login':
      return <LoginModal onClose={onClose} {...(modal as OpenModal<'login'>).props} />;
    case 'register':
      return <RegisterModal onClose={onClose} />;
    case 'forgotPassword':
      return <ForgotPasswordModal onClose={onClose} />;
    case 'editProfile':
      return <EditProfileModal onClose={onClose} />;
    case 'topUp':
      return <TopUpModal onClose={onClose} {...(modal as OpenModal<'topUp'>).props} />;
    case 'confirm':
      return <ConfirmDialog onClose={onClose} options={(modal as OpenModal<'confirm'>).props} />;
    case 'createTopic':
      return <CreateTopicModal onClose={onClose} {...(modal as OpenModal<'createTopic'>).props} />;
    case 'activeChats':
      return <ActiveChatsModal onClose={onClose} />;
    case 'payout':
      return (
        <Suspense fallback={null}>
          <PayoutModal onClose={onClose} />
        </Suspense>
      );
  }
}

/** Renders the open modals; features open them by id through lib/modals. */
export function ModalHost() {
  const modals = useOpenModals();
  return (
    <>
      {modals.map((modal) => (
        <div key={modal.key}>{renderModal(modal, () => closeModal(modal.key))}</div>
      ))}
    </>
  );
}
