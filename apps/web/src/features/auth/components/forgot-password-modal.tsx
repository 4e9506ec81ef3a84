import { Modal } from '../../../components/ui/modal';

/** Placeholder until its feature lands. */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="ForgotPasswordModal">
      <p className="text-ink-300">ForgotPasswordModal</p>
    </Modal>
  );
}
