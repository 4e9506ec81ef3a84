import { Modal } from '../../../components/ui/modal';

/** Placeholder until its feature lands. */
export function EditProfileModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="EditProfileModal">
      <p className="text-ink-300">EditProfileModal</p>
    </Modal>
  );
}
