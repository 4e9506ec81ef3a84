import { useTranslation } from 'react-i18next';
import { controlClassName } from '../../../components/ui/field';

/** The required "Reason" of a staff action on a user (audited), with the action's error under it. */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="flex flex-col gap-1.5 text-sm text-ink-200">
        {t('admin.console.common.reason')}
        <input
          required
          value={value}
          maxLength={500}
          onChange={(event) => onChange(event.target.value)}
          className={controlClassName(Boolean(error), 'h-11')}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}
