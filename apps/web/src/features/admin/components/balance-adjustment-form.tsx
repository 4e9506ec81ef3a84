import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { controlClassName } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useAdjustBalance } from '../api/balance-adjustments';

/** Adjusts a user's points or available earnings by a signed amount, with a required reason. */
export function BalanceAdjustmentForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState<'points' | 'earnings_available'>('points');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const mutation = useAdjustBalance(userId);
  const error = isApiError(mutation.error) ? mutation.error.message : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    mutation.mutate(
      { account, amount: Number(amount), reason },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          setDone(true);
        },
      },
    );
  };
  return (
    <Card>
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <CardTitle>{t('admin.console.users.adjust')}</CardTitle>
        <label className="flex flex-col gap-1.5 text-sm text-ink-200">
          {t('admin.console.users.adjustAccount')}
          <select
            value={account}
            onChange={(event) => setAccount(event.target.value as 'points' | 'earnings_available')}
            className={controlClassName(false, 'h-11')}
          >
            <option value="points">{t('admin.console.users.balance')}</option>
            <option value="earnings_available">{t('admin.console.users.earningsAvailable')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm text-ink-200">
          {t('admin.console.users.adjustAmount')}
          <input
            type="number"
            step="0.01"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={controlClassName(Boolean(error), 'h-11')}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm text-ink-200">
          {t('admin.console.common.reason')}
          <input
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={controlClassName(Boolean(error), 'h-11')}
          />
        </label>
        <p role="status" className="text-sm text-ink-200">
          {error ?? (done ? t('admin.console.users.adjusted') : '')}
        </p>
        <Button type="submit" isLoading={mutation.isPending} disabled={!reason.trim() || !amount}>
          {t('admin.console.users.adjust')}
        </Button>
      </form>
    </Card>
  );
}
