import {
  ZApplicationModalSchema,
  type TApplicationModalForm,
  type TUserProfile,
} from '@parlor/contracts';
import type { TMessageKey } from '@parlor/contracts/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { applicationStatusKey } from '../../../lib/application-status';
import { profileQueryKey } from '../../../lib/auth';
import { submitApplication } from '../api/applications';
import '../../../lib/zod-messages';

export const applicationFields = [
  'nickname',
  'email',
  'experience',
  'interests',
  'helpDescription',
] as const;
export type ApplicationFieldName = (typeof applicationFields)[number];
export type ApplicationErrors = Partial<Record<ApplicationFieldName, string>>;
/** The server names the help text `help_description`. */
const serverField: Record<ApplicationFieldName, string> = {
  nickname: 'nickname',
  email: 'email',
  experience: 'experience',
  interests: 'interests',
  helpDescription: 'help_description',
};
const autoCloseMs = 3000;

/** The errors of the server's answer by field, or none when it named no field of the form. */
function fieldErrorsOf(error: ApiError) {
  const next: ApplicationErrors = {};
  for (const field of applicationFields) {
    const message = error.fieldError(serverField[field]);
    if (message) next[field] = message;
  }
  return next;
}

/**
 * The application form's state: the fields (e-mail prefilled), their errors (the contract's
 * schema, then the server's), submitting, and done (which closes the modal 3 s later).
 */
export function useApplicationForm({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Mounted afresh each time the modal opens, so every opening starts with a clean form.
  const [form, setForm] = useState<TApplicationModalForm>({
    nickname: '',
    email,
    experience: '',
    interests: '',
    helpDescription: '',
  });
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(onClose, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [isDone, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZApplicationModalSchema.safeParse(form);
    if (!parsed.success) {
      const next: ApplicationErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ApplicationFieldName;
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
        const next = fieldErrorsOf(error);
        setErrors(next);
        if (Object.keys(next).length === 0) setGeneralError(error.message);
      } else {
        setGeneralError(isApiError(error) ? error.message : t('interlocutors.errors.submitFailed'));
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  const change = (field: ApplicationFieldName) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  return { form, errors, generalError, isSubmitting, isDone, submit, change };
}
