import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
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
    <Card className="flex flex-col gap-5" aria-labelledby="privacy-title">
      <div className="flex flex-col gap-1.5">
        <CardTitle id="privacy-title" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-ink-300" />
          {t('privacy.section.title')}
        </CardTitle>
        <p className="text-sm text-ink-300">{t('privacy.section.intro')}</p>
      </div>
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
    </Card>
  );
}
