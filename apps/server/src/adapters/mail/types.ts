/** One e-mail: both parts are already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's call to action (verify, reset); the file transport logs it outside production. */
  link?: string;
}

/** Where messages go: `.eml` files (embedded default) or an SMTP server. */
export interface MailTransport {
  readonly kind: 'file' | 'smtp';
  deliver(message: MailMessage & { from: string }): Promise<void>;
  close(): Promise<void>;
}
