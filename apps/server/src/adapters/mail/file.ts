import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './types';

let sequence = 0;

/** `20260131T235959123Z-000042-jane@example.com.eml`: sorts by time, names the recipient. */
export function mailFileName(recipient: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  sequence = (sequence + 1) % 1_000_000;
  const safeRecipient = recipient
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 120);
  return `${stamp}-${String(sequence).padStart(6, '0')}-${safeRecipient}.eml`;
}

/**
 * The embedded default: each message becomes an RFC 5322 `.eml` file. With `logLinks`
 * (development, tests) the log names the file and the link to click; otherwise it only
 * says that a mail file was written (no link, no address).
 */
export function createFileTransport(
  mailDir: string,
  log: FastifyBaseLogger,
  options: { logLinks: boolean },
): MailTransport {
  return {
    kind: 'file',
    async deliver(message) {
      // Named before the first await: files sort in the order the app sent the messages,
      // however long each one takes to compose.
      const file = path.join(mailDir, mailFileName(message.to));
      // nodemailer's composer is loaded with the first message (start-up time).
      const { default: MailComposer } = await import('nodemailer/lib/mail-composer/index.js');
      const composer = new MailComposer({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      const raw = await composer.compile().build();
      await fs.mkdir(mailDir, { recursive: true });
      // Written under a temporary name first so that readers never see half a message.
      await fs.writeFile(`${file}.tmp`, raw, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      if (options.logLinks) {
        log.info({ to: message.to, file, link: message.link }, `mail: ${message.subject}`);
      } else {
        log.info({ mailDir }, `mail written to a file: ${message.subject}`);
      }
    },
    async close() {},
  };
}
