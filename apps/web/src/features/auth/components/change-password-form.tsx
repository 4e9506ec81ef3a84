import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordFormSchema, type TChangePasswordForm } from '@parlor/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { PasswordField } from '../../../components/ui/field';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { changePassword } from '../api/profile';
import '../../../lib/zod-messages';

/** The server's field names (spec §5: current_password, password, password_confirmation). */
const serverFields = {
  current_password: 'cur_password',
  cur_password: 'cur_password',
  password: 'new_password',
  new_password: 'new_password',
  password_confirmation: 'repeat_password',
  repeat_password: 'repeat_password',
} as const;

/** Change password: current, new and confirmation (`Passwords do not match` under confirm). */
export function ChangePasswordForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordFormSchema),
    defaultValues: { cur_password: '', new_password: '', repeat_password: '' },
  });
  const serverErrors = useServerErrors(setError, serverFields);

  const onSubmit = handleSubmit(async (values) => {
    // Spec §5: does nothing when the user is not signed in.
    if (!isAuthenticated) return;
    serverErrors.clear();
    try {
      const answer = await changePassword(values);
      toast.success(answer.message ?? t('auth.success.passwordChanged'));
      onSaved();
    } catch (error) {
      serverErrors.show(error, t('auth.errors.passwordChange'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PasswordField
        label={t('auth.fields.currentPassword')}
        autoComplete="current-password"
        error={errors.cur_password?.message}
        {...register('cur_password')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label={t('auth.fields.confirmNewPassword')}
          autoComplete="new-password"
          error={errors.repeat_password?.message}
          {...register('repeat_password')}
        />
      </div>
      {serverErrors.generalError ? <ErrorBox message={serverErrors.generalError} /> : null}
      <div className="mt-1 flex justify-end">
        <Button type="submit" size="lg" isLoading={isSubmitting} className="min-w-[148px]">
          {t('auth.editProfile.changePassword')}
        </Button>
      </div>
    </form>
  );
}
