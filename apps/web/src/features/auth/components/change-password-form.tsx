import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordFormSchema, type TChangePasswordForm } from '@parlor/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/field';
import { useAuth } from '../../../lib/auth';
import { fieldBinder } from '../../../lib/form-field';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { changePassword } from '../api/profile';
import { FormSubmit } from './form-submit';
import { NewPasswordFields } from './new-password-fields';
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
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordFormSchema),
    defaultValues: { cur_password: '', new_password: '', repeat_password: '' },
  });
  const field = fieldBinder(form);
  const serverErrors = useServerErrors(form.setError, serverFields);

  const onSubmit = form.handleSubmit(async (values) => {
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
      <PasswordField label={t('auth.fields.currentPassword')} {...field('cur_password')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NewPasswordFields
          purpose="replacement"
          password={field('new_password')}
          confirmation={field('repeat_password')}
        />
      </div>
      <FormSubmit
        generalError={serverErrors.generalError}
        isSubmitting={form.formState.isSubmitting}
        placement="end"
        className="mt-1"
      >
        {t('auth.editProfile.changePassword')}
      </FormSubmit>
    </form>
  );
}
