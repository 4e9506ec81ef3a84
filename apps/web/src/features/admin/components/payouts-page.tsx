import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePayoutDecision, useRevealPayout, type AdminPayout } from '../api/payouts';
import { QueueDecisions, QueuePage } from './queue';

const statuses = ['pending', 'paid', 'rejected'] as const;

/** Payouts by state (the payouts module's admin calls): reveal details, mark paid with a reference, reject. */
export function PayoutsPage() {
  const { t } = useTranslation();
  return (
    <QueuePage
      queue="payouts"
      statuses={statuses}
      labelOf={(value) => t(`payouts.statuses.${value}`)}
    >
      {(payout: AdminPayout) => <PayoutCard payout={payout} />}
    </QueuePage>
  );
}

/**
 * What the (audited) reveal shows, each with the request form's label; absent ones are left
 * out. Nothing of it shows before the reveal.
 */
const revealedFields = [
  { key: 'first_name', label: 'payouts.modal.firstName' },
  { key: 'last_name', label: 'payouts.modal.lastName' },
  { key: 'address', label: 'payouts.modal.address' },
  { key: 'zip', label: 'payouts.modal.zip' },
  { key: 'city', label: 'payouts.modal.city' },
  { key: 'pan', label: 'payouts.modal.pan' },
  { key: 'iban', label: 'payouts.modal.iban' },
  { key: 'account_number', label: 'payouts.modal.accountNumber' },
  { key: 'sort_code', label: 'payouts.modal.sortCode' },
  { key: 'birth_date', label: 'payouts.modal.birthDate' },
] as const;

/** The payee's details once revealed, each with its label. */
function RevealedDetails({ details }: { details: { label: string; value: unknown }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {details.map((detail) => (
        <div key={detail.label}>
          <dt className="text-ink-300">{detail.label}</dt>
          <dd className="break-all text-white">{String(detail.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PayoutCard({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation();
  const reveal = useRevealPayout();
  const decide = usePayoutDecision();
  const revealed = reveal.data as Partial<Record<string, unknown>> | undefined;
  const details = revealedFields
    .map(({ key, label }) => ({ label: t(label), value: revealed?.[key] }))
    .filter((detail) => typeof detail.value === 'string' && detail.value !== '');
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="font-display text-lg font-bold break-words text-white">
        #{payout.id} · {payout.amount ?? ''} {payout.currency ?? ''} ·{' '}
        {payout.method ? t(`payouts.methods.${payout.method}`) : ''} · {payout.user_email ?? ''}
      </h3>
      <p className="text-sm text-ink-200">
        {t('admin.console.payouts.details')}: {payout.destination ?? ''}
      </p>
      {details.length > 0 && <RevealedDetails details={details} />}
      {payout.status !== 'pending' && (payout.reference || payout.reason) ? (
        <p className="text-sm text-ink-200">
          {payout.reference
            ? `${t('admin.console.payouts.reference')}: ${payout.reference}`
            : `${t('admin.console.payouts.reason')}: ${payout.reason}`}
        </p>
      ) : null}
      {payout.status === 'pending' && (
        <>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            disabled={reveal.isPending || revealed !== undefined}
            onClick={() => reveal.mutate(payout.id)}
          >
            {t('admin.console.payouts.reveal')}
          </Button>
          <QueueDecisions
            label={`${t('admin.console.payouts.reference')} / ${t('admin.console.payouts.reason')}`}
            decisions={[
              { decision: 'paid', label: t('admin.console.payouts.paid'), needsText: true },
              {
                decision: 'reject',
                label: t('admin.console.payouts.reject'),
                variant: 'danger',
                needsText: true,
              },
            ]}
            isPending={decide.isPending}
            error={(decide.error ?? reveal.error)?.message}
            onDecide={(decision, text) => decide.mutate({ id: payout.id, decision, text })}
          />
        </>
      )}
    </Card>
  );
}
