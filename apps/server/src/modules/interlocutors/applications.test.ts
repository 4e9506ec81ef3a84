import type { TAdminApplication, TApplication } from '@parlor/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, languages, users } from '../../db/schema';
import { createUser, signedInClient, type TestUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { lastMailTo, mailsTo } from '../../test/mailbox-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const form = {
  nickname: '  Sunny  ',
  email: ' sunny@example.com ',
  experience: ' Five years on a help line ',
  interests: 'Books, hiking',
  help_description: 'I listen well.',
};

async function applicant(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp.app, options);
  return { user, client: await signedInClient(testApp.app, user) };
}

async function admin() {
  const user = await createUser(testApp.app, { role: 'admin' });
  return { user, client: await signedInClient(testApp.app, user) };
}

async function apply(client: TestClient, body: Record<string, unknown> = form) {
  const res = await client.post('/api/become-contributor', body);
  expect(res.statusCode).toBe(200);
  return res.payload<{ application: TApplication }>().application;
}

async function userRow(user: TestUser) {
  const [row] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
  return row!;
}

describe('POST /api/become-contributor', () => {
  it('answers OK with the application, values trimmed, status pending', async () => {
    const { client } = await applicant();
    const res = await client.post('/api/become-contributor', form);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 'OK',
      message: 'Application submitted successfully!',
    });
    expect(res.payload<{ application: TApplication }>().application).toMatchObject({
      nickname: 'Sunny',
      email: 'sunny@example.com',
      experience: 'Five years on a help line',
      interests: 'Books, hiking',
      help_description: 'I listen well.',
      status: 'pending',
      review_note: null,
    });
  });

  it('accepts helpDescription for help_description', async () => {
    const { client } = await applicant();
    const { help_description: _omitted, ...rest } = form;
    const application = await apply(client, { ...rest, helpDescription: ' Night shifts ' });
    expect(application.help_description).toBe('Night shifts');
  });

  it.each([
    ['nickname', 'Nickname is required'],
    ['email', 'Email is required'],
    ['experience', 'Experience description is required'],
    ['interests', 'Interests description is required'],
    ['help_description', 'Help description is required'],
  ])('answers 422 "%s": "%s" for a blank or missing value', async (field, text) => {
    const { client } = await applicant();
    for (const value of ['   ', undefined]) {
      const res = await client.post('/api/become-contributor', { ...form, [field]: value });
      expect(res.statusCode).toBe(422);
      expect(res.body.status).toBe('ERROR');
      expect(res.body.errors?.[field]?.[0]).toBe(text);
    }
    expect((await client.get('/api/become-contributor/status')).statusCode).toBe(404);
  });

  it('answers 422 "Invalid email format" for a malformed address', async () => {
    const { client } = await applicant();
    const res = await client.post('/api/become-contributor', { ...form, email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.email?.[0]).toBe('Invalid email format');
  });

  it('refuses a second pending application, a guest (401) and an unverified user (403)', async () => {
    const { client } = await applicant();
    await apply(client);
    const again = await client.post('/api/become-contributor', form);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Your application is already being reviewed.',
      code: 'APPLICATION_PENDING',
    });

    const guest = new TestClient(testApp.app);
    await guest.fetchCsrfCookie();
    expect((await guest.post('/api/become-contributor', form)).statusCode).toBe(401);
    expect((await guest.get('/api/become-contributor/status')).statusCode).toBe(401);
    const { client: unverified } = await applicant({ verified: false });
    expect((await unverified.post('/api/become-contributor', form)).statusCode).toBe(403);
  });
});

describe('GET /api/become-contributor/status', () => {
  it('answers 404 with no application, then has_application and the pending application', async () => {
    const { client } = await applicant();
    const none = await client.get('/api/become-contributor/status');
    expect(none.statusCode).toBe(404);
    expect(none.body).toMatchObject({ status: 'ERROR', message: 'Application not found' });

    const filed = await apply(client);
    const res = await client.get('/api/become-contributor/status');
    expect(res.statusCode).toBe(200);
    expect(res.payload()).toMatchObject({
      has_application: true,
      application: { id: filed.id, status: 'pending' },
    });
  });
});

describe('admin review: /api/admin/applications', () => {
  it('answers 401 to guests and 403 to users and moderators', async () => {
    const { client: user } = await applicant();
    const moderator = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { role: 'moderator' }),
    );
    const guest = new TestClient(testApp.app);
    await guest.fetchCsrfCookie();
    for (const [client, status] of [
      [guest, 401],
      [user, 403],
      [moderator, 403],
    ] as const) {
      expect((await client.get('/api/admin/applications')).statusCode).toBe(status);
      expect((await client.post('/api/admin/applications/1/approve', {})).statusCode).toBe(status);
      expect(
        (await client.post('/api/admin/applications/1/reject', { note: 'no' })).statusCode,
      ).toBe(status);
    }
  });

  it('lists applications by status, paged, newest first', async () => {
    const { client: adminClient } = await admin();
    const { user, client } = await applicant();
    const filed = await apply(client);
    const res = await adminClient.get('/api/admin/applications', { status: 'pending' });
    expect(res.statusCode).toBe(200);
    const page = res.payload<{ data: TAdminApplication[]; meta: { per_page: number } }>();
    expect(page.meta.per_page).toBe(20);
    expect(page.data.every((row) => row.status === 'pending')).toBe(true);
    expect(page.data[0]).toMatchObject({
      id: filed.id,
      user_id: user.id,
      account_email: user.email,
    });
    const bad = await adminClient.get('/api/admin/applications', { status: 'maybe' });
    expect(bad.statusCode).toBe(422);
  });

  it('approves: the user becomes an interlocutor at once, an audit row and a mail', async () => {
    const { user: reviewer, client: adminClient } = await admin();
    const { user, client } = await applicant();
    const filed = await apply(client);

    const res = await adminClient.post(`/api/admin/applications/${filed.id}/approve`, {});
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Application approved.');
    expect((await userRow(user)).interlocutorSince).not.toBeNull();

    const status = await client.get('/api/become-contributor/status');
    expect(status.payload<{ application: TApplication }>().application.status).toBe('approved');
    // The guard sees it on the next request: the console opens.
    expect((await client.get('/api/interlocutor/console')).statusCode).toBe(200);

    const [audit] = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'application'), eq(auditLog.objectId, String(filed.id))));
    expect(audit).toMatchObject({
      actorId: reviewer.id,
      actorRole: 'admin',
      action: 'application.approve',
      before: { status: 'pending' },
      after: { status: 'approved', user_id: user.id },
    });
    const mail = await lastMailTo(testApp.app, user.email);
    expect(mail.subject).toBe('Your interlocutor application was approved');
    expect(mail.text).toContain('http://localhost:3000/interlocutor');

    const twice = await adminClient.post(`/api/admin/applications/${filed.id}/approve`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.body.code).toBe('APPLICATION_ALREADY_REVIEWED');
    // Approved interlocutors have nothing to apply for.
    expect((await client.post('/api/become-contributor', form)).body.code).toBe(
      'ALREADY_INTERLOCUTOR',
    );
  });

  it("rejects with a required note, mails it in the applicant's language, and lets them apply again", async () => {
    const { user: reviewer, client: adminClient } = await admin();
    const { user, client } = await applicant();
    const [german] = await testApp.app.db.select().from(languages).where(eq(languages.code, 'de'));
    await testApp.app.db.update(users).set({ languageId: german!.id }).where(eq(users.id, user.id));
    const filed = await apply(client);

    const noNote = await adminClient.post(`/api/admin/applications/${filed.id}/reject`, {
      note: '  ',
    });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.body.errors?.note?.[0]).toBe('Please give a reason for the rejection');
    expect(await mailsTo(testApp.app, user.email)).toHaveLength(0);

    const res = await adminClient.post(`/api/admin/applications/${filed.id}/reject`, {
      note: 'Please tell us more about your experience.',
    });
    expect(res.statusCode).toBe(200);
    const status = await client.get('/api/become-contributor/status');
    expect(status.payload<{ application: TApplication }>().application).toMatchObject({
      status: 'rejected',
      review_note: 'Please tell us more about your experience.',
    });
    expect((await userRow(user)).interlocutorSince).toBeNull();
    const mail = await lastMailTo(testApp.app, user.email);
    expect(mail.subject).toBe('Deine Bewerbung als Gesprächspartner');
    expect(mail.text).toContain('Please tell us more about your experience.');
    const [audit] = await testApp.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'application.reject'), eq(auditLog.objectId, String(filed.id))),
      );
    expect(audit).toMatchObject({ actorId: reviewer.id, after: { status: 'rejected' } });

    // Re-apply after a result: a new pending application; the old one stays as history.
    const second = await apply(client);
    expect(second.id).not.toBe(filed.id);
    const history = await adminClient.get('/api/admin/applications');
    const ids = history.payload<{ data: TAdminApplication[] }>().data.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([filed.id, second.id]));

    const missing = await adminClient.post('/api/admin/applications/999999/reject', { note: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('appears in the OpenAPI document', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/become-contributor',
        '/api/become-contributor/status',
        '/api/admin/applications',
        '/api/admin/applications/{id}/approve',
        '/api/admin/applications/{id}/reject',
      ]),
    );
  });
});
