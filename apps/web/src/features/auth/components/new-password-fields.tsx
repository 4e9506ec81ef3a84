import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/field';

type PasswordInputProps = Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete'>;

/**
 * A new password (the password rules as its hint) and its repetition: an account's first one
 * at sign-up, or the one that replaces it (reset link, change password).
 */
export function NewPasswordFields({
  purpose,
  password,
  confirmation,
}: {
  purpose: 'sign-up' | 'replacement';
  password: PasswordInputProps;
  confirmation: PasswordInputProps;
}) {
  const { t } = useTranslation();
  const isReplacement = purpose === 'replacement';
  return (
    <>
      <PasswordField
        label={isReplacement ? t('auth.fields.newPassword') : t('auth.fields.password')}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        {...password}
      />
      <PasswordField
        label={
          isReplacement ? t('auth.fields.confirmNewPassword') : t('auth.fields.confirmPassword')
        }
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
