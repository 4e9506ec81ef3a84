import { translate } from '@parlor/contracts/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payouts } from '../../db/schema';
import type { Notice } from '../../plugins/notices';
import { formatPayoutAmount } from '../payouts/payout-amounts';
import { enqueuePushes } from './enqueue-pushes';
import type { PushWorker } from './push-worker';
import { selectStaffIds } from './recipients';

type AccountNotice = Extract<Notice, { kind: 'payout' | 'application' | 'top_up' }>;

const payoutTexts = {
  requested: 'notifications.push.payoutRequested',
  paid: 'notifications.push.payoutPaid',
  rejected: 'notifications.push.payoutRejected',
} as const;

/** Payout, application and top-up news (kind `account`); no amounts of anyone else. */
export async function notifyAccount(
  app: FastifyInstance,
  worker: PushWorker,
  notice: AccountNotice,
) {
  let amount = '';
  if (notice.kind === 'payout') {
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.id, notice.payoutId));
    if (!payout) return;
    const currencies = await app.reference.currencies();
    const symbol =
      currencies.find((row) => row.code === payout.currency)?.symbol ?? payout.currency;
    amount = formatPayoutAmount(payout.amountMinor, { code: payout.currency, symbol });
  }
  await enqueuePushes(app, worker, [
    {
      userId: notice.userId,
      kind: 'account',
      build: ({ lang }) => {
        const t = (key: string, params?: Record<string, string | number>) =>
          translate(lang, key, params);
        if (notice.kind === 'payout') {
          return {
            kind: 'account',
            title: t('notifications.push.payoutTitle'),
            body: t(payoutTexts[notice.status], { amount }),
            url: '/account',
            tag: `payout-${notice.payoutId}`,
          };
        }
        if (notice.kind === 'application') {
          return {
            kind: 'account',
            title: t('notifications.push.applicationTitle'),
            body: t(
              notice.status === 'approved'
                ? 'notifications.push.applicationApproved'
                : 'notifications.push.applicationRejected',
            ),
            url: notice.status === 'approved' ? '/interlocutor' : '/account',
            tag: 'application',
          };
        }
        return {
          kind: 'account',
          title: t('notifications.push.topUpTitle'),
          body: t('notifications.push.topUpBody', { points: notice.points }),
          url: '/account',
          tag: 'top-up',
        };
      },
    },
  ]);
}

/** A crisis was detected: every moderator and admin, also in their quiet hours. */
export async function notifySafetyAlert(app: FastifyInstance, worker: PushWorker) {
  const staff = await selectStaffIds(app.db);
  await enqueuePushes(
    app,
    worker,
    staff.map((userId) => ({
      userId,
      kind: 'safety_alert' as const,
      build: ({ lang }) => ({
        kind: 'safety_alert',
        title: translate(lang, 'notifications.push.safetyAlertTitle'),
        body: translate(lang, 'notifications.push.safetyAlertBody'),
        url: '/admin/alerts',
        tag: 'safety-alert',
      }),
    })),
  );
}
