import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useAdjustBalance } from '../api/balance-adjustments';
import { ConsoleInput, ConsoleSelect, ReviewDialog } from './console-controls';

type AdjustedAccount = 'points' | 'earnings_available';

/** Which account, by how much (signed) and why. */
function AdjustmentInputs({
  account,
  amount,
  reason,
  hasError,
  accountLabel,
  onAccountChange,
  onAmountChange,
  onReasonChange,
}: {
  account: AdjustedAccount;
  amount: string;
  reason: string;
  hasError: boolean;
  accountLabel: (value: AdjustedAccount) => string;
  onAccountChange: (value: AdjustedAccount) => void;
  onAmountChange: (value: string) => void;
  onReasonChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ConsoleSelect
        label={t('admin.console.users.adjustAccount')}
        value={account}
        onValueChange={(value) => onAccountChange(value as AdjustedAccount)}
      >
        <option value="points">{accountLabel('points')}</option>
        <option value="earnings_available">{accountLabel('earnings_available')}</option>
      </ConsoleSelect>
      <ConsoleInput
        label={t('admin.console.users.adjustAmount')}
        type="number"
        step="0.01"
        required
        value={amount}
        hasError={hasError}
        onValueChange={onAmountChange}
      />
      <ConsoleInput
        label={t('admin.console.common.reason')}
        required
        maxLength={500}
        value={reason}
        hasError={hasError}
        onValueChange={onReasonChange}
      />
    </>
  );
}

/**
 * Adjusts a user's points or available earnings by a signed amount, with a required reason,
 * after a review of what will change (money moves only once the admin confirms it).
 */
export function BalanceAdjustmentForm({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState<'points' | 'earnings_available'>('points');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const [isReviewing, setReviewing] = useState(false);
  const mutation = useAdjustBalance(userId);
  const error = isApiError(mutation.error) ? mutation.error.message : undefined;
  const accountLabel = (value: AdjustedAccount) =>
    value === 'points'
      ? t('admin.console.users.balance')
      : t('admin.console.users.earningsAvailable');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    mutation.reset();
    setReviewing(true);
  };
  const onConfirm = () => {
    mutation.mutate(
      { account, amount: Number(amount), reason },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          setDone(true);
        },
        onSettled: () => setReviewing(false),
      },
    );
  };
  return (
    <Card>
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <CardTitle>{t('admin.console.users.adjust')}</CardTitle>
        <AdjustmentInputs
          account={account}
          amount={amount}
          reason={reason}
          hasError={Boolean(error)}
          accountLabel={accountLabel}
          onAccountChange={setAccount}
          onAmountChange={setAmount}
          onReasonChange={setReason}
        />
        <p role="status" className="text-sm text-ink-200">
          {error ?? (done ? t('admin.console.users.adjusted') : '')}
        </p>
        <Button type="submit" disabled={!reason.trim() || !amount}>
          {t('admin.console.users.adjustReview')}
        </Button>
      </form>
      {/* What the adjustment will do, to confirm (the money moves then) or cancel. */}
      <ReviewDialog
        open={isReviewing}
        title={t('admin.console.users.adjustConfirmTitle')}
        confirmLabel={t('admin.console.users.adjustConfirm')}
        isPending={mutation.isPending}
        onClose={() => setReviewing(false)}
        onConfirm={onConfirm}
      >
        <p className="text-sm text-white" data-testid="adjustment-review">
          {t('admin.console.users.adjustConfirmText', {
            amount: `${Number(amount) > 0 ? '+' : ''}${formatNumber(Number(amount))}`,
            account: accountLabel(account),
            email,
            reason: reason.trim(),
          })}
        </p>
      </ReviewDialog>
    </Card>
  );
}
