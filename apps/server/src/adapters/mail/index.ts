import type { FastifyBaseLogger } from 'fastify';
import { createFileTransport } from './file';
import { createSmtpTransport } from './smtp';
import type { MailMessage, MailTransport } from './types';

export type { MailMessage, MailTransport } from './types';

export interface Mailer {
  readonly kind: MailTransport['kind'];
  /** Delivers one message; rejects when delivery fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers in the background so that the answer does not wait for (or reveal) it;
   * a failure is logged. `close()` waits for queued messages.
   */
  queue(message: MailMessage): void;
  /** Resolves once every queued message was delivered (or failed). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** `$DATA_DIR/mail` receives the `.eml` files of the file transport. */
  mailDir: string;
  /** Whether the file transport logs each message's link (not in production). */
  logLinks: boolean;
  log: FastifyBaseLogger;
}

/** SMTP through nodemailer when `SMTP_URL` is set, else `.eml` files in `$DATA_DIR/mail/`. */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? createSmtpTransport(options.smtpUrl)
    : createFileTransport(options.mailDir, options.log, { logLinks: options.logLinks });
  const pending = new Set<Promise<void>>();

  const send = (message: MailMessage) => transport.deliver({ ...message, from: options.from });

  return {
    kind: transport.kind,
    send,
    queue(message) {
      const delivery = send(message)
        .catch((error: unknown) => {
          options.log.error({ err: error, to: message.to }, 'mail delivery failed');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      await Promise.allSettled([...pending]);
      await transport.close();
    },
  };
}
