import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { isMailWanted, unsubscribeLink } from '../accounts/mail-preferences';
import { formatPayoutAmount } from './payout-amounts';
import { selectRecipient, type PayoutRow } from './queries';
import { renderMail } from '../../adapters/mail/render-mail';

type PayoutEvent = 'requested' | 'paid' | 'rejected';

const texts: Record<PayoutEvent, { subject: TMessageKey; body: TMessageKey }> = {
  requested: { subject: 'payouts.mail.requestedSubject', body: 'payouts.mail.requestedBody' },
  paid: { subject: 'payouts.mail.paidSubject', body: 'payouts.mail.paidBody' },
  rejected: { subject: 'payouts.mail.rejectedSubject', body: 'payouts.mail.rejectedBody' },
};

/**
 * Tells the interlocutor about a change of their payout, in their language, in the
 * background (after the change committed). Only the masked destination is written.
 */
export async function mailPayoutChange(
  app: FastifyInstance,
  payout: PayoutRow,
  event: PayoutEvent,
): Promise<void> {
  const recipient = await selectRecipient(app.db, payout.userId);
  if (!recipient || !(await isMailWanted(app.db, payout.userId, 'account'))) return;
  const lang = recipient.language ?? 'en';
  const currencies = await app.reference.currencies();
  const symbol = currencies.find((row) => row.code === payout.currency)?.symbol ?? payout.currency;
  const params = {
    amount: formatPayoutAmount(payout.amountMinor, { code: payout.currency, symbol }),
    destination: payout.destinationMask,
    reference: payout.reference ?? '',
    reason: payout.reason ?? '',
  };
  app.mailer.queue(
    renderMail({
      to: recipient.email,
      lang,
      subject: translate(lang, texts[event].subject),
      paragraphs: [
        translate(lang, 'auth.mail.greeting', { name: recipient.name }),
        translate(lang, texts[event].body, params),
      ],
      unsubscribeUrl: unsubscribeLink(app.config, payout.userId, 'account'),
    }),
  );
}
