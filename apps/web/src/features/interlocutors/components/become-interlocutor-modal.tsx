import type { TApplication } from '@parlor/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useApplicationForm } from '../hooks/use-application-form';
import { ApplicationForm } from './application-form';

/**
 * The Become an interlocutor modal (spec §2): e-mail prefilled, every field required (texts
 * of spec §5), Submit Application, the success text, closes itself 3 s after success. With
 * a pending or reviewed application it shows that state and, after a result, Apply again.
 */
export function BecomeInterlocutorModal({
  open,
  onClose,
  email,
  application,
}: {
  open: boolean;
  onClose: () => void;
  email: string;
  application: TApplication | null | undefined;
}) {
  const { t } = useTranslation();
  const { form, errors, generalError, isSubmitting, isDone, submit, change } = useApplicationForm({
    email,
    onClose,
  });
  const [isReapplying, setIsReapplying] = useState(false);
  const reviewed = application && !isDone && !isReapplying ? application : null;
  const formVisible = !isDone && (!application || isReapplying);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('interlocutors.modal.title')}
      description={t('interlocutors.modal.intro')}
      showDescription={formVisible}
      maxWidth={560}
      footer={
        formVisible ? (
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onClose} type="button">
              {t('interlocutors.modal.cancel')}
            </Button>
            <Button type="submit" form="become-interlocutor-form" disabled={isSubmitting}>
              {isSubmitting ? t('interlocutors.modal.submitting') : t('interlocutors.modal.submit')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap justify-end gap-3">
            {reviewed?.status === 'rejected' ? (
              <Button type="button" onClick={() => setIsReapplying(true)}>
                {t('interlocutors.modal.reapply')}
              </Button>
            ) : null}
            <Button variant="outline" type="button" onClick={onClose}>
              {t('interlocutors.modal.close')}
            </Button>
          </div>
        )
      }
    >
      {isDone ? (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
          <p className="text-base font-semibold text-white">
            {t('interlocutors.success.submittedLong')}
          </p>
        </div>
      ) : formVisible ? (
        <ApplicationForm
          form={form}
          errors={errors}
          generalError={generalError}
          onSubmit={(event) => void submit(event)}
          change={change}
        />
      ) : reviewed ? (
        <div className="flex flex-col gap-2 py-2 text-sm text-ink-200">
          <p className="font-semibold text-white">
            {t(`interlocutors.modal.${reviewed.status}Info`)}
          </p>
          {reviewed.review_note ? (
            <p>{t('interlocutors.modal.reviewNote', { note: reviewed.review_note })}</p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
