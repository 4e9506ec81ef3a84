import { Modal } from '../../../components/ui/modal';

/** Placeholder until its feature lands. */
export function ActiveChatsModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="ActiveChatsModal">
      <p className="text-ink-300">ActiveChatsModal</p>
    </Modal>
  );
}
