import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from '../../lib/modals';
import { Button } from './button';
import { Modal } from './modal';

/** The confirmation modal: title, message, confirm and cancel actions. */
export function ConfirmDialog({
  options,
  onClose,
}: {
  options: ConfirmOptions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const cancel = () => {
    options.onCancel?.();
    onClose();
  };
  const confirm = async () => {
    setIsBusy(true);
    try {
      await options.onConfirm();
      onClose();
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Modal open onClose={cancel} title={options.title} description={options.message} maxWidth={440}>
      <p className="text-body leading-relaxed text-ink-200">{options.message}</p>
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={cancel} disabled={isBusy}>
          {options.cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          variant={options.tone === 'danger' ? 'danger' : 'primary'}
          onClick={() => void confirm()}
          isLoading={isBusy}
        >
          {options.confirmLabel ?? t('common.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
