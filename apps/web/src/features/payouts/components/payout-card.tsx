import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardLabel } from '../../../components/ui/card';
import { useProfile } from '../../../lib/auth';
import { openPayoutModal } from '../open-payout-modal';
import '../texts';

/** The account page's entry to payouts: shown to approved interlocutors only. */
export function PayoutCard() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  if (!profile?.is_interlocutor) return null;
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <CardLabel icon={Banknote}>{t('payouts.card.title')}</CardLabel>
        <p className="text-sm text-ink-400">{t('payouts.card.description')}</p>
      </div>
      <Button size="lg" variant="secondary" onClick={openPayoutModal} className="w-full sm:w-auto">
        {t('payouts.modal.open')}
      </Button>
    </Card>
  );
}
