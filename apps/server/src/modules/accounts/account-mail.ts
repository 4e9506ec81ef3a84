import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../adapters/mail';
import { renderMail } from '../../adapters/mail/render-mail';

interface MailTexts {
  subject: TMessageKey;
  intro: TMessageKey;
  action: TMessageKey;
  validity: TMessageKey;
  ignore: TMessageKey;
}

const verificationContent: MailTexts = {
  subject: 'auth.mail.verifySubject',
  intro: 'auth.mail.verifyIntro',
  action: 'auth.mail.verifyAction',
  validity: 'auth.mail.verifyValidity',
  ignore: 'auth.mail.verifyIgnore',
};

const resetContent: MailTexts = {
  subject: 'auth.mail.resetSubject',
  intro: 'auth.mail.resetIntro',
  action: 'auth.mail.resetAction',
  validity: 'auth.mail.resetValidity',
  ignore: 'auth.mail.resetIgnore',
};

const accountDeletionContent: MailTexts = {
  subject: 'privacy.mail.subject',
  intro: 'privacy.mail.intro',
  action: 'privacy.mail.action',
  validity: 'privacy.mail.validity',
  ignore: 'privacy.mail.ignore',
};

/** One mail with its call-to-action link, in one language. */
function renderAccountMail(
  content: MailTexts,
  options: { to: string; name: string; link: string; lang: string },
): MailMessage {
  const t = (key: TMessageKey, params?: Record<string, string>) =>
    translate(options.lang, key, params);
  return renderMail({
    to: options.to,
    lang: options.lang,
    subject: t(content.subject),
    paragraphs: [t('auth.mail.greeting', { name: options.name }), t(content.intro)],
    action: { label: t(content.action), url: options.link, spelledOut: true },
    notes: [t(content.validity), t(content.ignore)],
  });
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

/**
 * A sender of one account mail: its texts and the path of its link (after the public URL),
 * made of the mail's single-use token. The mail goes out in the recipient's language.
 */
function accountMail(content: MailTexts, pathOf: (token: string, recipient: Recipient) => string) {
  return async (
    app: FastifyInstance,
    recipient: Recipient,
    options: { token: string; lang: string },
  ): Promise<void> => {
    const lang = await mailLanguage(app, recipient, options.lang);
    const link = `${app.config.publicUrl}${pathOf(options.token, recipient)}`;
    app.mailer.queue(
      renderAccountMail(content, { to: recipient.email, name: recipient.name, link, lang }),
    );
  };
}

/** Queues the verification mail with its link `/email/verify?token=…`. */
export const sendVerificationMail = accountMail(
  verificationContent,
  (token) => `/email/verify?token=${encodeURIComponent(token)}`,
);

/** Queues the password reset mail with its link `/reset-password?token=…&email=…`. */
export const sendPasswordResetMail = accountMail(
  resetContent,
  (token, recipient) =>
    `/reset-password?${new URLSearchParams({ token, email: recipient.email }).toString()}`,
);

/** Queues the account deletion mail with its link `/account/delete?token=…`. */
export const sendAccountDeletionMail = accountMail(
  accountDeletionContent,
  (token) => `/account/delete?token=${encodeURIComponent(token)}`,
);
