import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../adapters/mail';
import { escapeHtml } from '../../lib/escape-html';
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
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(isApproved ? [options.consoleUrl, ''] : []),
    '--',
    t('auth.mail.footer'),
    ...(options.unsubscribeUrl
      ? [t('notifications.mail.unsubscribe', { link: options.unsubscribeUrl })]
      : []),
    '',
  ].join('\n');
  const action = isApproved
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(options.consoleUrl)}" style="display:inline-block;background:#0077ff;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:12px;">${escapeHtml(t('interlocutors.mail.consoleAction'))}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:32px 12px;background:#0b0b10;">
<div style="max-width:520px;margin:0 auto;background:#16161a;border-radius:20px;padding:32px;font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#ececf1;font-size:15px;line-height:1.6;">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#ffffff;">Parlor</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`).join('\n')}
${action}
<p style="margin:0;color:#75757b;font-size:12px;">${escapeHtml(t('auth.mail.footer'))}</p>
${options.unsubscribeUrl ? `<p style="margin:8px 0 0;color:#75757b;font-size:12px;"><a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#75757b;">${escapeHtml(t('notifications.mail.unsubscribe', { link: '' }).trim())}</a></p>` : ''}
</div>
</body>
</html>
`;
  return {
    to: options.to,
    subject,
    text,
    html,
    ...(isApproved ? { link: options.consoleUrl } : {}),
  };
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
