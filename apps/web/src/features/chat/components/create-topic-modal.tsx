import { Modal } from '../../../components/ui/modal';

/** Placeholder until its feature lands. */
export function CreateTopicModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="CreateTopicModal">
      <p className="text-ink-300">CreateTopicModal</p>
    </Modal>
  );
}
