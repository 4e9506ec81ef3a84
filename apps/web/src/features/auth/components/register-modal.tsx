import { Modal } from '../../../components/ui/modal';

/** Placeholder until its feature lands. */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="RegisterModal">
      <p className="text-ink-300">RegisterModal</p>
    </Modal>
  );
}
