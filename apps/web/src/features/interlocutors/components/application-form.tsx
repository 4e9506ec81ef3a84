import { applicationLimits, type TApplicationModalForm } from '@parlor/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { ApplicationErrors, ApplicationFieldName } from '../hooks/use-application-form';

/** The fields of the interlocutor application, every one required (texts of spec §5). */
export function ApplicationForm({
  form,
  errors,
  generalError,
  onSubmit,
  change,
}: {
  form: TApplicationModalForm;
  errors: ApplicationErrors;
  generalError: string | null;
  onSubmit: (event: FormEvent) => void;
  change: (field: ApplicationFieldName) => (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      id="become-interlocutor-form"
      noValidate
      onSubmit={onSubmit}
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
  );
}
