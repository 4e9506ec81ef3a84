import { Modal } from '../../../components/ui/modal';

/** Placeholder until its feature lands. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="LoginModal">
      <p className="text-ink-300">LoginModal</p>
    </Modal>
  );
}
