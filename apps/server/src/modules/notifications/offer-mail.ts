import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { notificationMails } from '../../db/schema';
import { selectPreferences, wantsMail, isInQuietHours } from './preferences';
import { selectRecipients } from './recipients';
import { unsubscribeLink } from '../accounts/mail-preferences';
import { renderMail } from '../../adapters/mail/render-mail';

/**
 * One e-mail per interlocutor and request at most (the row is written first: a second
 * instance or a replayed notice finds it and sends nothing), to those who want offer
 * e-mails and are not in their quiet hours. No topic title, nothing the owner wrote.
 */
export async function mailOffer(
  app: FastifyInstance,
  { requestId, userIds }: { requestId: number; userIds: number[] },
) {
  if (userIds.length === 0) return;
  const [preferences, recipients] = await Promise.all([
    selectPreferences(app.db, userIds),
    selectRecipients(app.db, userIds),
  ]);
  const consoleUrl = `${app.config.publicUrl}/interlocutor`;
  for (const recipient of recipients) {
    const preference = preferences.get(recipient.id);
    if (!preference || !wantsMail(preference, 'offer') || isInQuietHours(preference)) continue;
    const [first] = await app.db
      .insert(notificationMails)
      .values({ userId: recipient.id, subject: `request:${requestId}` })
      .onConflictDoNothing()
      .returning({ userId: notificationMails.userId });
    if (!first) continue;
    const t = (key: string, params?: Record<string, string>) =>
      translate(recipient.lang, `notifications.${key}`, params);
    app.mailer.queue(
      renderMail({
        to: recipient.email,
        lang: recipient.lang,
        subject: t('mail.offerSubject'),
        paragraphs: [
          translate(recipient.lang, 'auth.mail.greeting', { name: recipient.name }),
          t('mail.offerBody'),
        ],
        action: { label: t('mail.consoleAction'), url: consoleUrl },
        unsubscribeUrl: unsubscribeLink(app.config, recipient.id, 'offer'),
      }),
    );
  }
}
