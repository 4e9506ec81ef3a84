import { translate } from '@parlor/contracts/i18n';
import type { MailMessage } from './types';
import { escapeHtml } from '../../lib/escape-html';

/** What one e-mail says, already in its reader's language; the layout is the same for all. */
export interface MailContent {
  to: string;
  lang: string;
  subject: string;
  /** The greeting and what the mail is about, one paragraph each. */
  paragraphs: string[];
  /** The one thing to do: a button in the HTML part, its address in the text part. */
  action?: { label: string; url: string; spelledOut?: boolean };
  /** Smaller print after the action (how long a link holds, what to do if it was not you). */
  notes?: string[];
  /** Stops this kind of e-mail (signed, works without signing in). */
  unsubscribeUrl?: string;
}

const muted = 'color:#a0a0aa;font-size:13px;';
const fine = 'color:#75757b;font-size:12px;';

function paragraph(body: string, style = 'margin:0 0 16px;'): string {
  return `<p style="${style}">${body}</p>`;
}

/** The plain-text part: paragraphs, the action's address, notes, then the footer. */
function textPart(content: MailContent): string {
  const t = (key: string, params?: Record<string, string>) => translate(content.lang, key, params);
  return [
    ...content.paragraphs.flatMap((line) => [line, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.notes?.length ? [...content.notes, ''] : []),
    '--',
    t('auth.mail.footer'),
    ...(content.unsubscribeUrl
      ? [t('notifications.mail.unsubscribe', { link: content.unsubscribeUrl })]
      : []),
    '',
  ].join('\n');
}

/** The HTML part: one card, the action as a button (and spelled out when asked). */
function htmlPart(content: MailContent): string {
  const t = (key: string, params?: Record<string, string>) => translate(content.lang, key, params);
  const action = content.action;
  const url = action ? escapeHtml(action.url) : '';
  const actionHtml = action
    ? [
        `<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;background:#0063d6;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:12px;">${escapeHtml(action.label)}</a></p>`,
        ...(action.spelledOut
          ? [
              paragraph(escapeHtml(t('auth.mail.linkFallback')), `margin:0 0 4px;${muted}`),
              paragraph(
                `<a href="${url}" style="color:#4da3ff;word-break:break-all;">${url}</a>`,
                'margin:0 0 16px;font-size:13px;',
              ),
            ]
          : []),
      ]
    : [];
  const unsubscribe = content.unsubscribeUrl
    ? paragraph(
        `<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#75757b;">${escapeHtml(t('notifications.mail.unsubscribe', { link: '' }).trim())}</a>`,
        `margin:8px 0 0;${fine}`,
      )
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(content.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#0b0b10;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0b10;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#16161a;border-radius:20px;padding:32px;font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#ececf1;font-size:15px;line-height:1.6;">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#ffffff;">Parlor</p>
${content.paragraphs.map((line) => paragraph(escapeHtml(line))).join('\n')}
${actionHtml.join('\n')}
${(content.notes ?? []).map((note) => paragraph(escapeHtml(note), `margin:0 0 16px;${muted}`)).join('\n')}
${paragraph(escapeHtml(t('auth.mail.footer')), `margin:0;${fine}`)}
${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * Every e-mail Parlor sends, in one layout: a text part and an HTML part with the same
 * words, the reader's words escaped, the footer and (for optional mails) the way to stop them.
 */
export function renderMail(content: MailContent): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: textPart(content),
    html: htmlPart(content),
    ...(content.action ? { link: content.action.url } : {}),
  };
}
