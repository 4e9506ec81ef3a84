import { zodResolver } from '@hookform/resolvers/zod';
import { ZProfileFormSchema, type TProfileForm, type TUserProfile } from '@parlor/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonalDetailField } from '../../../components/personal-detail-field';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/ui/field';
import { useAuth } from '../../../lib/auth';
import { fieldBinder } from '../../../lib/form-field';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { updateProfile } from '../api/profile';
import { AvatarColorPicker } from './avatar-color-picker';
import { FormSubmit } from './form-submit';
import '../../../lib/zod-messages';

const serverFields = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone: 'phone',
  phoneCountryCode: 'phone',
  nationalNumber: 'phone',
  avatar_color: 'avatar_color',
} as const;

function formValues(profile: TUserProfile): TProfileForm {
  return {
    name: profile.name,
    surname: profile.surname,
    email: profile.email,
    phone:
      profile.phone && profile.phoneCountryCode && profile.nationalNumber
        ? {
            phone: profile.phone,
            phoneCountryCode: profile.phoneCountryCode,
            nationalNumber: profile.nationalNumber,
            isValid: true,
          }
        : null,
    avatar_color: profile.avatar_color,
  };
}

/** The profile form's state and its submit; saving needs a signed-in user. */
function usePersonalInfoForm(profile: TUserProfile, onSaved: () => void) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const form = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileFormSchema),
    defaultValues: formValues(profile),
  });
  const serverErrors = useServerErrors(form.setError, serverFields);

  const onSubmit = form.handleSubmit(async (values) => {
    // Spec §5: does nothing when the user is not signed in.
    if (!isAuthenticated) return;
    serverErrors.clear();
    try {
      await updateProfile(values);
      toast.success(t('auth.success.profileUpdated'));
      onSaved();
    } catch (error) {
      serverErrors.show(error, t('auth.errors.profileUpdate'));
    }
  });

  return { form, onSubmit, serverErrors };
}

/** Edit personal information: name, surname, e-mail (locked once set), phone, avatar colour. */
export function PersonalInfoForm({
  profile,
  onSaved,
}: {
  profile: TUserProfile;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, serverErrors } = usePersonalInfoForm(profile, onSaved);
  const field = fieldBinder(form);
  const hasEmail = profile.email !== '';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <PersonalDetailField detail="givenName" label={t('auth.fields.name')} {...field('name')} />
        <PersonalDetailField
          detail="familyName"
          label={t('auth.fields.surname')}
          {...field('surname')}
        />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          disabled={hasEmail}
          hint={hasEmail ? t('auth.editProfile.emailLockedHint') : undefined}
          {...field('email')}
        />
        <PhoneField control={form.control} name="phone" label={t('auth.phone.label')} />
      </div>
      <Controller
        control={form.control}
        name="avatar_color"
        render={({ field }) => (
          <AvatarColorPicker
            label={t('auth.editProfile.avatarColor')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormSubmit
        generalError={serverErrors.generalError}
        isSubmitting={form.formState.isSubmitting}
        placement="end"
      >
        {t('auth.editProfile.save')}
      </FormSubmit>
    </form>
  );
}
