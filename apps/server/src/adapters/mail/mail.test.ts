import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailsTo } from '../../test/mailbox-testing';
import { mailFileName } from './file';
import { readMail } from './read-mail';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer(): Promise<{
  port: number;
  inbox: Received[];
  close(): Promise<void>;
}> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listener = server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  const { port } = listener.address() as AddressInfo;
  return {
    port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const password = 'Sunny-Harbor-42';
function signUp(app: TestApp, email: string, extra: Record<string, unknown> = {}) {
  return new TestClient(app.app).post('/api/register', {
    email,
    phone: '+4915123456789',
    password,
    password_confirmation: password,
    ...extra,
  });
}

describe('SMTP transport (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Parlor <hello@parlor.test>' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('delivers the verification mail with text and HTML parts in the user language', async () => {
    expect(testApp.app.mailer.kind).toBe('smtp');
    const languages = (await new TestClient(testApp.app).get('/api/languages')).payload<
      { id: number; code: string }[]
    >();
    const spanish = languages.find((language) => language.code === 'es')!;
    const response = await signUp(testApp, 'lucia@example.com', { lang_id: spanish.id });
    expect(response.statusCode).toBe(200);
    await testApp.app.mailer.idle();

    const received = smtp.inbox.find((message) => message.to.includes('lucia@example.com'));
    expect(received).toBeDefined();
    expect(received!.from).toBe('hello@parlor.test');
    expect(received!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const mail = readMail(received!.raw);
    expect(mail.subject).toBe('Confirma tu dirección de correo electrónico');
    expect(mail.text).toContain('Gracias por registrarte en Parlor.');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/email\/verify\?token=[\w-]+/);
    expect(mail.html).toContain('Confirmar correo electrónico');
    expect(mail.html).toMatch(/href="http:\/\/localhost:3000\/email\/verify\?token=[\w-]+"/);
  });

  it('escapes the user name in the HTML part', async () => {
    await signUp(testApp, 'markup@example.com', { name: '<b>Eve</b>' });
    await testApp.app.mailer.idle();
    const received = smtp.inbox.find((message) => message.to.includes('markup@example.com'));
    const mail = readMail(received!.raw);
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.text).toContain('Hi <b>Eve</b>,');
  });
});

describe('an unreachable SMTP server', () => {
  it('does not fail the sign-up: the delivery error is logged', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const testApp = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${closed.port}` } });
    try {
      const response = await signUp(testApp, 'offline@example.com');
      expect(response.statusCode).toBe(200);
      await testApp.app.mailer.idle();
    } finally {
      await testApp.close();
    }
  });
});

describe('file transport (the embedded default)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('writes one .eml file per message into $DATA_DIR/mail, named by time and recipient', async () => {
    expect(testApp.app.mailer.kind).toBe('file');
    await signUp(testApp, 'First.Person@example.com');
    await signUp(testApp, 'second@example.com');
    await testApp.app.mailer.idle();
    const dir = path.join(testApp.config.dataDir, 'mail');
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(2);
    expect([...files].sort()).toEqual([
      expect.stringMatching(/^\d{8}T\d{9}Z-\d{6}-first\.person@example\.com\.eml$/),
      expect.stringMatching(/^\d{8}T\d{9}Z-\d{6}-second@example\.com\.eml$/),
    ]);
    const mail = readMail(await fs.readFile(path.join(dir, [...files].sort()[0]!), 'utf8'));
    expect(mail.to).toBe('First.Person@example.com');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('http://localhost:3000/email/verify?token=');
    expect(mail.html).toContain('Confirm email address');
  });

  it('keeps the order in which messages were sent when an earlier one is slower to write', async () => {
    const to = 'order@example.com';
    // The first message's file system work is held back, as on a busy disk.
    const mkdir = fs.mkdir.bind(fs);
    const slowOnce = vi
      .spyOn(fs, 'mkdir')
      .mockImplementationOnce(async (...args: Parameters<typeof fs.mkdir>) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return mkdir(...args);
      });
    try {
      testApp.app.mailer.queue({ to, subject: 'first', text: 'one', html: '<p>one</p>' });
      testApp.app.mailer.queue({ to, subject: 'second', text: 'two', html: '<p>two</p>' });
      expect((await mailsTo(testApp.app, to)).map((mail) => mail.subject)).toEqual([
        'first',
        'second',
      ]);
    } finally {
      slowOnce.mockRestore();
    }
  });

  it('names files so that they sort by time', () => {
    const earlier = mailFileName('a@example.com', new Date('2026-01-02T03:04:05.006Z'));
    const later = mailFileName('a@example.com', new Date('2026-01-02T03:04:05.007Z'));
    expect(earlier).toMatch(/^20260102T030405006Z-\d{6}-a@example\.com\.eml$/);
    expect([later, earlier].sort()).toEqual([earlier, later]);
    expect(mailFileName('we"ird/na me@example.com')).toMatch(/-we_ird_na_me@example\.com\.eml$/);
  });
});

describe('mailed links stay out of production logs', () => {
  async function loggedMailLines(env: Record<string, string>) {
    const testApp = await createTestApp({ env });
    const info = vi.spyOn(testApp.app.log, 'info');
    try {
      await signUp(testApp, 'logged@example.com');
      await testApp.app.mailer.idle();
      // The file transport's lines (request logs carry live objects and are left out).
      return info.mock.calls
        .filter(([, message]) => typeof message === 'string' && message.startsWith('mail'))
        .map((call) => JSON.stringify(call));
    } finally {
      info.mockRestore();
      await testApp.close();
    }
  }

  it('in development the file transport logs the link (to click it)', async () => {
    const lines = await loggedMailLines({ NODE_ENV: 'development' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('/email/verify?token=');
  });

  it('in production without SMTP_URL it logs that a mail file was written, without the link', async () => {
    const lines = await loggedMailLines({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      PAYOUT_ENCRYPTION_KEY: 'a'.repeat(64),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Confirm your email address');
    expect(lines[0]).not.toContain('token=');
    // Nor the recipient (the file name carries it).
    expect(lines[0]).not.toContain('logged@example.com');
  });

  it('the request log masks token and email query values', async () => {
    const testApp = await createTestApp();
    try {
      const serializers = (testApp.app.log as unknown as Record<symbol, Record<string, unknown>>)[
        Symbol.for('pino.serializers')
      ]!;
      const serializeRequest = serializers.req as (request: unknown) => Record<string, unknown>;
      const logged = serializeRequest({
        method: 'GET',
        url: '/reset-password?token=s3cr3t-Token_value&email=jane%40example.com&lang_id=2',
        headers: {},
        host: 'localhost:3000',
        ip: '127.0.0.1',
        socket: { remotePort: 50000 },
      });
      expect(logged).toMatchObject({
        method: 'GET',
        url: '/reset-password?token=[redacted]&email=[redacted]&lang_id=2',
        remoteAddress: '127.0.0.1',
      });
      expect(JSON.stringify(logged)).not.toContain('s3cr3t');
      expect(JSON.stringify(logged)).not.toContain('jane');
    } finally {
      await testApp.close();
    }
  });
});
