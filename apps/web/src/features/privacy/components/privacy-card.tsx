import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SettingsCard } from '../../../components/ui/settings-card';
import { toast } from '../../../lib/toast';
import { downloadMyData } from '../api/export-data';
import { DeleteAccountModal } from './delete-account-modal';
import '../texts';

/** "Your data" on the account page: download my data, delete my account. */
export function PrivacyCard() {
  const { t } = useTranslation();
  const [isDeleting, setIsDeleting] = useState(false);
  const [isExporting, setIsExporting] = useState(false);

  const download = async () => {
    setIsExporting(true);
    try {
      await downloadMyData();
      toast.success(t('privacy.export.started'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('common.genericError'));
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <SettingsCard
      icon={ShieldCheck}
      title={t('privacy.section.title')}
      intro={t('privacy.section.intro')}
    >
      <p className="text-sm text-ink-400">{t('privacy.export.hint')}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" />}
          isLoading={isExporting}
          onClick={() => void download()}
        >
          {t('privacy.export.button')}
        </Button>
        <Button variant="danger" onClick={() => setIsDeleting(true)}>
          {t('privacy.delete.button')}
        </Button>
      </div>
      <DeleteAccountModal open={isDeleting} onClose={() => setIsDeleting(false)} />
    </SettingsCard>
  );
}
