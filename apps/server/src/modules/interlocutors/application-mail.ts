import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../adapters/mail';
import { renderMail } from '../../adapters/mail/render-mail';
import { isMailWanted, unsubscribeLink } from '../accounts/mail-preferences';

/** The review result mail, in the applicant's language (stored on the account, else English). */
export function renderApplicationResultMail(options: {
  to: string;
  name: string;
  lang: string;
  result: 'approved' | 'rejected';
  note: string | null;
  consoleUrl: string;
  /** Stops these e-mails (signed, works without signing in). */
  unsubscribeUrl?: string;
}): MailMessage {
  const t = (key: TMessageKey, params?: Record<string, string>) =>
    translate(options.lang, key, params);
  const isApproved = options.result === 'approved';
  const subject = t(
    isApproved ? 'interlocutors.mail.approvedSubject' : 'interlocutors.mail.rejectedSubject',
  );
  const paragraphs = [
    t('auth.mail.greeting', { name: options.name }),
    t(isApproved ? 'interlocutors.mail.approvedIntro' : 'interlocutors.mail.rejectedIntro'),
    ...(options.note ? [t('interlocutors.mail.note', { note: options.note })] : []),
    ...(isApproved ? [] : [t('interlocutors.mail.reapply')]),
  ];
  return renderMail({
    to: options.to,
    lang: options.lang,
    subject,
    paragraphs,
    ...(isApproved
      ? { action: { label: t('interlocutors.mail.consoleAction'), url: options.consoleUrl } }
      : {}),
    ...(options.unsubscribeUrl ? { unsubscribeUrl: options.unsubscribeUrl } : {}),
  });
}

/** Queues the result mail to the applicant's application address. */
export async function sendApplicationResultMail(
  app: FastifyInstance,
  options: {
    userId: number;
    to: string;
    name: string;
    languageId: number | null;
    result: 'approved' | 'rejected';
    note: string | null;
  },
): Promise<void> {
  if (!(await isMailWanted(app.db, options.userId, 'account'))) return;
  const languages = await app.reference.languages();
  const lang = languages.find((language) => language.id === options.languageId)?.code ?? 'en';
  app.mailer.queue(
    renderApplicationResultMail({
      ...options,
      lang,
      consoleUrl: `${app.config.publicUrl}/interlocutor`,
      unsubscribeUrl: unsubscribeLink(app.config, options.userId, 'account'),
    }),
  );
}
