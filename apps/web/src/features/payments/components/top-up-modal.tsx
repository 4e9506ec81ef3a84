import { Modal } from '../../../components/ui/modal';

/** Placeholder until its feature lands. */
export function TopUpModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="TopUpModal">
      <p className="text-ink-300">TopUpModal</p>
    </Modal>
  );
}
