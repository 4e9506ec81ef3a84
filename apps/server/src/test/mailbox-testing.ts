import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readMail, type ReadMail } from '../adapters/mail/read-mail';

/** Every message the file mailer wrote to the address, oldest first (after queued ones are out). */
export async function mailsTo(app: FastifyInstance, email: string): Promise<ReadMail[]> {
  await app.mailer.idle();
  const dir = path.join(app.config.dataDir, 'mail');
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(`-${email.toLowerCase()}.eml`))
    .sort();
  return Promise.all(
    files.map(async (file) => readMail(await fs.readFile(path.join(dir, file), 'utf8'))),
  );
}

/** The newest message to the address; fails the test when there is none. */
export async function lastMailTo(app: FastifyInstance, email: string): Promise<ReadMail> {
  const mails = await mailsTo(app, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

/** The call-to-action link of a message (the first URL of its text part). */
export function linkIn(mail: ReadMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
