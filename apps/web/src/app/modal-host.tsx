import { Suspense } from 'react';
import { ReturnFocusContext } from '../components/ui/modal';
import { lazyExport } from '../lib/lazy-export';
import { closeModal, useOpenModals, type OpenModal } from '../lib/modals';

/**
 * Every modal is its own chunk, downloaded when it is first opened (forms, zod schemas and
 * the phone library stay out of the first visit). To add a modal: one `lazyExport` line here
 * naming its module and export, and one `case` below.
 */
const ConfirmDialog = lazyExport(() => import('../components/ui/confirm-dialog'), 'ConfirmDialog');
const EditProfileModal = lazyExport(
  () => import('../features/auth/components/edit-profile-modal'),
  'EditProfileModal',
);
const ForgotPasswordModal = lazyExport(
  () => import('../features/auth/components/forgot-password-modal'),
  'ForgotPasswordModal',
);
const LoginModal = lazyExport(
  () => import('../features/auth/components/login-modal'),
  'LoginModal',
);
const RegisterModal = lazyExport(
  () => import('../features/auth/components/register-modal'),
  'RegisterModal',
);
const ActiveChatsModal = lazyExport(() => import('./active-chats'), 'ActiveChatsWithRatings');
const CreateTopicModal = lazyExport(
  () => import('../features/chat/components/create-topic-modal'),
  'CreateTopicModal',
);
const TopUpModal = lazyExport(
  () => import('../features/payments/components/top-up-modal'),
  'TopUpModal',
);
const PayoutModal = lazyExport(
  () => import('../features/payouts/components/payout-modal'),
  'PayoutModal',
);
const RateConversationModal = lazyExport(
  () => import('../features/ratings/components/rate-conversation-modal'),
  'RateConversationModal',
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
      return <PayoutModal onClose={onClose} />;
    case 'rateConversation':
      return (
        <RateConversationModal
          onClose={onClose}
          {...(modal as OpenModal<'rateConversation'>).props}
        />
      );
  }
}

/** Renders the open modals; features open them by id through lib/modals. */
export function ModalHost() {
  const modals = useOpenModals();
  return (
    <>
      {modals.map((modal) => (
        <div key={modal.key}>
          {/* Nothing shows while a modal's chunk loads (a few ms from cache or the CDN). */}
          <ReturnFocusContext value={modal.opener}>
            <Suspense fallback={null}>{renderModal(modal, () => closeModal(modal.key))}</Suspense>
          </ReturnFocusContext>
        </div>
      ))}
    </>
  );
}
