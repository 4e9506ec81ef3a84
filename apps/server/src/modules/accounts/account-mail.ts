import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../adapters/mail';
import { escapeHtml } from '../../lib/escape-html';

interface MailContent {
  subject: TMessageKey;
  intro: TMessageKey;
  action: TMessageKey;
  validity: TMessageKey;
  ignore: TMessageKey;
}

const verificationContent: MailContent = {
  subject: 'auth.mail.verifySubject',
  intro: 'auth.mail.verifyIntro',
  action: 'auth.mail.verifyAction',
  validity: 'auth.mail.verifyValidity',
  ignore: 'auth.mail.verifyIgnore',
};

const resetContent: MailContent = {
  subject: 'auth.mail.resetSubject',
  intro: 'auth.mail.resetIntro',
  action: 'auth.mail.resetAction',
  validity: 'auth.mail.resetValidity',
  ignore: 'auth.mail.resetIgnore',
};

const accountDeletionContent: MailContent = {
  subject: 'privacy.mail.subject',
  intro: 'privacy.mail.intro',
  action: 'privacy.mail.action',
  validity: 'privacy.mail.validity',
  ignore: 'privacy.mail.ignore',
};

/** A text part and an HTML part with one call-to-action link, in one language. */
function renderMail(
  content: MailContent,
  options: { to: string; name: string; link: string; lang: string },
): MailMessage {
  const t = (key: TMessageKey, params?: Record<string, string>) =>
    translate(options.lang, key, params);
  const greeting = t('auth.mail.greeting', { name: options.name });
  const subject = t(content.subject);
  const text = [
    greeting,
    '',
    t(content.intro),
    '',
    options.link,
    '',
    t(content.validity),
    t(content.ignore),
    '',
    '--',
    t('auth.mail.footer'),
    '',
  ].join('\n');

  const link = escapeHtml(options.link);
  const paragraph = (body: string, style = 'margin:0 0 16px;') => `<p style="${style}">${body}</p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#0b0b10;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0b10;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#16161a;border-radius:20px;padding:32px;font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#ececf1;font-size:15px;line-height:1.6;">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#ffffff;">Parlor</p>
${paragraph(escapeHtml(greeting))}
${paragraph(escapeHtml(t(content.intro)))}
<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;background:#0077ff;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:12px;">${escapeHtml(t(content.action))}</a></p>
${paragraph(escapeHtml(t(content.validity)))}
${paragraph(escapeHtml(t('auth.mail.linkFallback')), 'margin:0 0 4px;color:#a0a0aa;font-size:13px;')}
${paragraph(`<a href="${link}" style="color:#4da3ff;word-break:break-all;">${link}</a>`, 'margin:0 0 16px;font-size:13px;')}
${paragraph(escapeHtml(t(content.ignore)), 'margin:0 0 24px;color:#a0a0aa;font-size:13px;')}
${paragraph(escapeHtml(t('auth.mail.footer')), 'margin:0;color:#75757b;font-size:12px;')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { to: options.to, subject, text, html, link: options.link };
}

interface Recipient {
  email: string;
  name: string;
  languageId: number | null;
}

/** The recipient's language code: the one stored on the account, else the caller's. */
async function mailLanguage(
  app: FastifyInstance,
  recipient: Recipient,
  fallback: string,
): Promise<string> {
  const languages = await app.reference.languages();
  return languages.find((language) => language.id === recipient.languageId)?.code ?? fallback;
}

/** Queues the verification mail with its link `/email/verify?token=…`. */
export async function sendVerificationMail(
  app: FastifyInstance,
  recipient: Recipient,
  options: { token: string; lang: string },
): Promise<void> {
  const link = `${app.config.publicUrl}/email/verify?token=${encodeURIComponent(options.token)}`;
  const lang = await mailLanguage(app, recipient, options.lang);
  app.mailer.queue(
    renderMail(verificationContent, { to: recipient.email, name: recipient.name, link, lang }),
  );
}

/** Queues the password reset mail with its link `/reset-password?token=…&email=…`. */
export async function sendPasswordResetMail(
  app: FastifyInstance,
  recipient: Recipient,
  options: { token: string; lang: string },
): Promise<void> {
  const query = new URLSearchParams({ token: options.token, email: recipient.email });
  const link = `${app.config.publicUrl}/reset-password?${query.toString()}`;
  const lang = await mailLanguage(app, recipient, options.lang);
  app.mailer.queue(
    renderMail(resetContent, { to: recipient.email, name: recipient.name, link, lang }),
  );
}

/** Queues the account deletion mail with its link `/account/delete?token=…`. */
export async function sendAccountDeletionMail(
  app: FastifyInstance,
  recipient: Recipient,
  options: { token: string; lang: string },
): Promise<void> {
  const link = `${app.config.publicUrl}/account/delete?token=${encodeURIComponent(options.token)}`;
  const lang = await mailLanguage(app, recipient, options.lang);
  app.mailer.queue(
    renderMail(accountDeletionContent, { to: recipient.email, name: recipient.name, link, lang }),
  );
}
