import { applicationLimits, type TApplicationModalForm } from '@parlor/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { ApplicationErrors, ApplicationFieldName } from '../hooks/use-application-form';

/** The application's free-text answers, in the order asked, each with its height in rows. */
const longAnswers = [
  { field: 'experience', rows: 3 },
  { field: 'interests', rows: 2 },
  { field: 'helpDescription', rows: 3 },
] as const satisfies readonly { field: ApplicationFieldName; rows: number }[];

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
      {longAnswers.map(({ field, rows }) => (
        <TextAreaField
          key={field}
          label={t(`interlocutors.modal.${field}`)}
          value={form[field]}
          limit={applicationLimits.textMax}
          rows={rows}
          onChange={(event) => change(field)(event.target.value)}
          error={errors[field]}
        />
      ))}
      {generalError ? (
        <p role="alert" className="text-sm text-danger">
          {generalError}
        </p>
      ) : null}
    </form>
  );
}
