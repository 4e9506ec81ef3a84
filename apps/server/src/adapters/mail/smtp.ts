import nodemailer from 'nodemailer';
import type { MailTransport } from './index';

/** Sends through the SMTP server of `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com`). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
