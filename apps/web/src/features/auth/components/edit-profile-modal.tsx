import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryError } from '../../../components/ui/query-content';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useProfile } from '../../../lib/auth';
import { ChangePasswordForm } from './change-password-form';
import { PersonalInfoForm } from './personal-info-form';
import '../texts';

/**
 * Edit profile (spec §2): at most 810 px wide, two tabs, Edit personal information and
 * Change password. Saving either closes the modal with its success toast.
 */
export function EditProfileModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: profile, isPending, isError, error, refetch } = useProfile();
  const [tab, setTab] = useState('personal');

  let personal;
  if (isPending) personal = <LoadingBlock label={t('common.loading')} />;
  else if (isError)
    personal = (
      <RetryError message={error.message || t('auth.errors.profileFetch')} onRetry={refetch} />
    );
  else personal = <PersonalInfoForm profile={profile} onSaved={onClose} />;

  return (
    <Modal open onClose={onClose} title={t('auth.editProfile.title')} maxWidth={810}>
      <Tabs
        label={t('auth.editProfile.title')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'personal', label: t('auth.editProfile.personalTab'), content: personal },
          {
            value: 'password',
            label: t('auth.editProfile.passwordTab'),
            content: <ChangePasswordForm onSaved={onClose} />,
          },
        ]}
      />
    </Modal>
  );
}
