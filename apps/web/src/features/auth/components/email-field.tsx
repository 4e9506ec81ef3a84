import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The e-mail input of the sign-in, sign-up and forgot-password forms. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.fields.emailPlaceholder')}
      {...props}
    />
  );
}
