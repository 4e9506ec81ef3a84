import type { Transporter } from 'nodemailer';
import type { MailTransport } from './types';

/**
 * Sends through the SMTP server of `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com`).
 * nodemailer is loaded with the first message (its modules cost start-up time).
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const transporterOf = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  return {
    kind: 'smtp',
    async deliver(message) {
      await (
        await transporterOf()
      ).sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
}
