import { useTranslation } from 'react-i18next';
import { ActionError, ConsoleInput } from './console-controls';

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
      <ConsoleInput
        label={t('admin.console.common.reason')}
        required
        value={value}
        maxLength={500}
        hasError={Boolean(error)}
        onValueChange={onChange}
      />
      <ActionError message={error} />
    </>
  );
}
