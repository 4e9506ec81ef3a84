import {
  ZApplicationModalSchema,
  applicationLimits,
  type TApplication,
  type TApplicationModalForm,
  type TUserProfile,
} from '@parlor/contracts';
import type { TMessageKey } from '@parlor/contracts/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { applicationStatusKey } from '../../../lib/application-status';
import { profileQueryKey } from '../../../lib/auth';
import { submitApplication } from '../api/applications';
import '../../../lib/zod-messages';

const fields = ['nickname', 'email', 'experience', 'interests', 'helpDescription'] as const;
type FieldName = (typeof fields)[number];
/** The server names the help text `help_description`. */
const serverField: Record<FieldName, string> = {
  nickname: 'nickname',
  email: 'email',
  experience: 'experience',
  interests: 'interests',
  helpDescription: 'help_description',
};
const autoCloseMs = 3000;

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
  const queryClient = useQueryClient();
  // Mounted afresh each time it opens, so every opening starts with a clean form.
  const [form, setForm] = useState<TApplicationModalForm>({
    nickname: '',
    email,
    experience: '',
    interests: '',
    helpDescription: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [isReapplying, setIsReapplying] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(onClose, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [isDone, onClose]);

  const reviewed = application && !isDone && !isReapplying ? application : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZApplicationModalSchema.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= t(issue.message as TMessageKey);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setGeneralError(null);
    setIsSubmitting(true);
    try {
      const application = await submitApplication(parsed.data);
      setIsDone(true);
      // The profile now says there is an application, and the status is the one just sent.
      queryClient.setQueryData<TUserProfile>(profileQueryKey, (profile) =>
        profile ? { ...profile, has_application: true } : profile,
      );
      queryClient.setQueryData(applicationStatusKey, application);
      void queryClient.invalidateQueries({ queryKey: applicationStatusKey });
    } catch (error) {
      if (isApiError(error) && error.errors) {
        const next: Partial<Record<FieldName, string>> = {};
        for (const field of fields) {
          const message = error.fieldError(serverField[field]);
          if (message) next[field] = message;
        }
        setErrors(next);
        if (Object.keys(next).length === 0) setGeneralError(error.message);
      } else {
        setGeneralError(isApiError(error) ? error.message : t('interlocutors.errors.submitFailed'));
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  const change = (field: FieldName) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

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
        <form
          id="become-interlocutor-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
        >
          <TextField
            label={t('interlocutors.modal.nickname')}
            value={form.nickname}
            maxLength={applicationLimits.nicknameMax}
            onChange={(event) => change('nickname')(event.target.value)}
            error={errors.nickname}
            autoComplete="nickname"
          />
          <TextField
            label={t('interlocutors.modal.email')}
            type="email"
            value={form.email}
            onChange={(event) => change('email')(event.target.value)}
            error={errors.email}
            autoComplete="email"
          />
          <TextAreaField
            label={t('interlocutors.modal.experience')}
            value={form.experience}
            limit={applicationLimits.textMax}
            rows={3}
            onChange={(event) => change('experience')(event.target.value)}
            error={errors.experience}
          />
          <TextAreaField
            label={t('interlocutors.modal.interests')}
            value={form.interests}
            limit={applicationLimits.textMax}
            rows={2}
            onChange={(event) => change('interests')(event.target.value)}
            error={errors.interests}
          />
          <TextAreaField
            label={t('interlocutors.modal.helpDescription')}
            value={form.helpDescription}
            limit={applicationLimits.textMax}
            rows={3}
            onChange={(event) => change('helpDescription')(event.target.value)}
            error={errors.helpDescription}
          />
          {generalError ? (
            <p role="alert" className="text-sm text-danger">
              {generalError}
            </p>
          ) : null}
        </form>
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
