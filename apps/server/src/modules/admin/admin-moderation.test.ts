import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiTokens, messages, sessions } from '../../db/schema';
import { createUser, signedInClient, type TestUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { mailsTo } from '../../test/mailbox-testing';
import {
  browserHeaders,
  makeTopic,
  openSocket,
  roomIds,
  wsUrl,
  type TestSocket,
} from '../../test/chat-testing';

let testApp: TestApp;
let asAdmin: TestClient;
let asModerator: TestClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_LOGIN_PER_IP: '10000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000' },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  asAdmin = await signedInClient(testApp.app, await createUser(testApp.app, { role: 'admin' }));
  asModerator = await signedInClient(
    testApp.app,
    await createUser(testApp.app, { role: 'moderator' }),
  );
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await testApp.close();
});

async function signInByPassword(user: TestUser) {
  const browser = new TestClient(testApp.app);
  const answer = await browser.post('/api/login', { email: user.email, password: user.password });
  return { browser, answer };
}

describe('GET /api/admin/users', () => {
  it('finds users by e-mail, nickname or id, paged and sorted on the server', async () => {
    const marker = `find-${Date.now()}`;
    const first = await createUser(testApp.app, { email: `${marker}-a@example.com` });
    await createUser(testApp.app, { email: `${marker}-b@example.com`, name: 'Zed' });
    const named = await createUser(testApp.app, { name: `Nick${marker}` });

    const byEmail = await asModerator.get('/api/admin/users', {
      q: `${marker}-`,
      sort: 'email',
      dir: 'asc',
      per_page: 1,
    });
    const page = byEmail.payload<{ items: { id: number }[]; meta: { total: number } }>();
    expect(page.meta.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([first.id]);

    const byName = await asModerator.get('/api/admin/users', { q: `nick${marker}` });
    expect(byName.payload<{ items: { id: number }[] }>().items.map((item) => item.id)).toEqual([
      named.id,
    ]);
    const byId = await asModerator.get('/api/admin/users', { q: String(named.id) });
    expect(byId.payload<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(
      named.id,
    );
    expect((await asModerator.get('/api/admin/users', { sort: 'password' })).statusCode).toBe(422);
  });
});

describe('GET /api/admin/users/{id} and its ledger', () => {
  it('answers profile, balances, topics, reports and the paged ledger', async () => {
    const user = await createUser(testApp.app, { points: 12.5 });
    const topicId = await makeTopic(testApp.app, { ownerId: user.id, title: 'Mine' });
    const detail = await asAdmin.get(`/api/admin/users/${user.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.payload()).toMatchObject({
      user: { id: user.id, email: user.email, balance: 12.5, earnings_available: 0 },
      topics: [{ id: topicId, title: 'Mine', role: 'owner' }],
      reports_by: [],
      reports_about: [],
    });
    const ledger = await asAdmin.get(`/api/admin/users/${user.id}/ledger`, { per_page: 10 });
    expect(ledger.payload()).toMatchObject({
      items: [{ delta: 12.5, balance_after: 12.5, account: 'points' }],
      meta: { total: 1 },
    });
    expect((await asAdmin.get('/api/admin/users/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/{id}/block', () => {
  it('blocks the whole account: sessions, tokens and sockets end at once, sign-in is refused', async () => {
    const user = await createUser(testApp.app);
    const { browser, answer } = await signInByPassword(user);
    expect(answer.statusCode).toBe(200);
    const bearer = TestClient.bearer(
      testApp.app,
      (await browser.post('/api/tokens', { device_name: 'app' })).payload<{ token: string }>()
        .token,
    );
    const socket = await openSocket(wsUrl(testApp.app), browserHeaders(browser));
    sockets.push(socket);
    const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));

    const block = await asModerator.post(`/api/admin/users/${user.id}/block`, {
      scope: 'account',
      reason: 'Fraud',
    });
    expect(block.statusCode).toBe(200);
    expect(block.payload()).toMatchObject({ user: { blocked_scope: 'account' } });

    await expect(closed).resolves.toBeGreaterThan(0);
    expect((await browser.get('/api/user/profile')).statusCode).toBe(401);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(401);
    expect(
      await testApp.app.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toEqual([]);
    expect(
      await testApp.app.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id)),
    ).toEqual([]);

    const again = await signInByPassword(user);
    expect(again.answer.statusCode).toBe(403);
    expect(again.answer.body).toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      message: 'Your account has been blocked. Reason: Fraud',
    });
    // A wrong password still answers as for anyone: the block is not revealed to guessers.
    const wrong = await new TestClient(testApp.app).post('/api/login', {
      email: user.email,
      password: 'Wrong-Password-1',
    });
    expect(wrong.statusCode).toBe(422);

    const audit = await asAdmin.get('/api/admin/audit-log', {
      action: 'user.block',
      object_id: String(user.id),
    });
    expect(audit.payload<{ items: unknown[] }>().items).toMatchObject([
      {
        actor_role: 'moderator',
        object_type: 'user',
        before: { blocked_scope: null },
        after: { blocked_scope: 'account', blocked_reason: 'Fraud' },
      },
    ]);

    const unblock = await asModerator.post(`/api/admin/users/${user.id}/unblock`, {
      reason: 'Appeal accepted',
    });
    expect(unblock.statusCode).toBe(200);
    expect((await signInByPassword(user)).answer.statusCode).toBe(200);
    expect(
      (await asModerator.post(`/api/admin/users/${user.id}/unblock`, { reason: 'x' })).statusCode,
    ).toBe(422);
  });

  it('blocks from chat only: creating, joining, random seats and sending answer 403 CHAT_BLOCKED', async () => {
    const user = await createUser(testApp.app, { points: 50 });
    const other = await createUser(testApp.app, { points: 50 });
    const asUser = await signedInClient(testApp.app, user);
    const ownTopic = await makeTopic(testApp.app, { ownerId: user.id });
    const othersTopic = await makeTopic(testApp.app, { ownerId: other.id, chatMode: 'human' });
    await asAdmin.post(`/api/admin/users/${user.id}/block`, { scope: 'chat', reason: 'Insults' });

    const [roomId] = await roomIds(testApp.app);
    const answers = [
      await asUser.post('/api/topics/create', { room_id: roomId, title: 'Again' }),
      await asUser.post('/api/topics/join', { topic_id: othersTopic }),
      await asUser.get('/api/topics/random'),
      await asUser.post('/api/messages/create', { topic_id: ownTopic, content: 'hello' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body.code).toBe('CHAT_BLOCKED');
      expect(answer.body.message).toContain('blocked from the chat rooms');
    }
    // The account itself still works.
    expect((await asUser.get('/api/user/profile')).statusCode).toBe(200);
    expect(
      await testApp.app.db.select().from(messages).where(eq(messages.topicId, ownTopic)),
    ).toEqual([]);
  });

  it('refuses to block staff or oneself, and validates the reason', async () => {
    const moderator = await createUser(testApp.app, { role: 'moderator' });
    expect(
      (await asAdmin.post(`/api/admin/users/${moderator.id}/block`, { scope: 'chat', reason: 'x' }))
        .statusCode,
    ).toBe(422);
    const user = await createUser(testApp.app);
    const empty = await asAdmin.post(`/api/admin/users/${user.id}/block`, {
      scope: 'chat',
      reason: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.body.errors?.reason).toBeDefined();
  });
});

describe('reports', () => {
  async function reportedTopic() {
    const owner = await createUser(testApp.app, { points: 50 });
    const guest = await createUser(testApp.app, { points: 50 });
    const topicId = await makeTopic(testApp.app, {
      ownerId: owner.id,
      guestId: guest.id,
      title: `Reported ${Date.now()}`,
    });
    const asOwner = await signedInClient(testApp.app, owner);
    const asGuest = await signedInClient(testApp.app, guest);
    await asOwner.post('/api/messages/create', { topic_id: topicId, content: 'rude words' });
    const report = await asGuest.post('/api/reports/create', {
      topic_id: topicId,
      type: 'topic',
      reason: 'He insults me',
    });
    expect(report.statusCode).toBe(200);
    const queue = await asModerator.get('/api/admin/reports', { q: 'He insults' });
    const item = queue
      .payload<{ items: { id: number; topic: { id: number } }[] }>()
      .items.find((candidate) => candidate.topic.id === topicId);
    if (!item) throw new Error('report not in the queue');
    return { owner, guest, topicId, asOwner, asGuest, reportId: item.id, queue };
  }

  it('the queue shows the reporter, the note and the topic’s recent messages', async () => {
    const { queue, topicId, guest, owner } = await reportedTopic();
    const item = queue
      .payload<{ items: { topic: { id: number } }[] }>()
      .items.find((candidate) => candidate.topic.id === topicId);
    expect(item).toMatchObject({
      type: 'topic',
      status: 'open',
      reason: 'He insults me',
      reporter: { id: guest.id },
      reported_user: { id: owner.id },
      recent_messages: [{ content: 'rude words', sender_id: owner.id }],
    });
  });

  it('closing the topic tells both sides why, marks the report handled and notifies the reporter', async () => {
    const { owner, guest, topicId, reportId, asOwner } = await reportedTopic();
    const ownerSocket = await openSocket(wsUrl(testApp.app), browserHeaders(asOwner));
    sockets.push(ownerSocket);

    const handled = await asModerator.post(`/api/admin/reports/${reportId}/handle`, {
      action: 'close_topic',
      note: 'Insults',
    });
    expect(handled.statusCode).toBe(200);
    await expect(
      ownerSocket.next('closed', (event) => event.topic_id === topicId),
    ).resolves.toMatchObject({ reason: 'moderation' });

    const sent = await asOwner.post('/api/messages/create', { topic_id: topicId, content: 'hi' });
    expect(sent.statusCode).toBe(404);

    const after = await asModerator.get('/api/admin/reports', {
      status: 'handled',
      q: 'He insults',
    });
    expect(
      after
        .payload<{ items: { id: number }[] }>()
        .items.find((candidate) => candidate.id === reportId),
    ).toMatchObject({ status: 'handled', resolution: 'topic_closed', handled_note: 'Insults' });

    const mails = await mailsTo(testApp.app, guest.email);
    expect(mails.at(-1)?.subject).toBe('Your report has been reviewed');
    expect(mails.at(-1)?.text).toContain('The chat has been closed.');
    expect(owner.id).not.toBe(guest.id);

    const again = await asModerator.post(`/api/admin/reports/${reportId}/handle`, {
      action: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('REPORT_ALREADY_HANDLED');

    const audit = await asAdmin.get('/api/admin/audit-log', {
      object_type: 'report',
      object_id: String(reportId),
    });
    expect(audit.payload<{ items: unknown[] }>().items).toMatchObject([
      { action: 'report.handle', before: { status: 'open' }, after: { status: 'handled' } },
    ]);
  });

  it('blocking from a report blocks the reported user from chat; dismissing changes nothing else', async () => {
    const first = await reportedTopic();
    expect(
      (
        await asModerator.post(`/api/admin/reports/${first.reportId}/handle`, {
          action: 'block_chat',
          note: 'Repeated insults',
        })
      ).statusCode,
    ).toBe(200);
    const send = await first.asOwner.post('/api/messages/create', {
      topic_id: first.topicId,
      content: 'more',
    });
    expect(send.body.code).toBe('CHAT_BLOCKED');

    const second = await reportedTopic();
    expect(
      (
        await asModerator.post(`/api/admin/reports/${second.reportId}/handle`, {
          action: 'dismiss',
        })
      ).statusCode,
    ).toBe(200);
    const ok = await second.asOwner.post('/api/messages/create', {
      topic_id: second.topicId,
      content: 'fine',
    });
    expect(ok.statusCode).toBe(200);
    const mail = (await mailsTo(testApp.app, second.guest.email)).at(-1);
    expect(mail?.text).toContain('No violation of the rules was found.');
  });
});

describe('GET /api/admin/audit-log', () => {
  it('filters by admin, action, object and date', async () => {
    const admin = await createUser(testApp.app, { role: 'admin' });
    const client = await signedInClient(testApp.app, admin);
    await client.put('/api/admin/settings', { support_phone: `+1 ${Date.now() % 100000}` });
    const mine = await asAdmin.get('/api/admin/audit-log', { actor_id: admin.id });
    expect(mine.payload<{ items: { actor_id: number; action: string }[] }>().items).toMatchObject([
      { actor_id: admin.id, action: 'settings.update', actor_email: admin.email },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await asAdmin.get('/api/admin/audit-log', {
      actor_id: admin.id,
      from: today,
      to: today,
    });
    expect(inRange.payload<{ meta: { total: number } }>().meta.total).toBe(1);
    const before = await asAdmin.get('/api/admin/audit-log', {
      actor_id: admin.id,
      to: '2020-01-01',
    });
    expect(before.payload<{ meta: { total: number } }>().meta.total).toBe(0);
    expect((await asAdmin.get('/api/admin/audit-log', { from: 'yesterday' })).statusCode).toBe(422);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers today’s figures and 14 days ending today', async () => {
    const answer = await asAdmin.get('/api/admin/dashboard');
    const dashboard = answer.payload<{
      users_total: number;
      users_new_today: number;
      messages_today: number;
      open_reports: number;
      days: { date: string; new_users: number }[];
    }>();
    expect(dashboard.users_total).toBeGreaterThan(0);
    expect(dashboard.users_new_today).toBeGreaterThan(0);
    expect(dashboard.messages_today).toBeGreaterThan(0);
    expect(dashboard.days).toHaveLength(14);
    expect(dashboard.days.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      new_users: dashboard.users_new_today,
    });
  });

  it('counts pending applications, pending payouts and interlocutors online', async () => {
    const queues = () =>
      asAdmin.get('/api/admin/dashboard').then((answer) =>
        answer.payload<{
          pending_applications: number;
          pending_payouts: number;
          interlocutors_online: number;
        }>(),
      );
    const before = await queues();
    const applicant = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, applicant);
    const applied = await client.post('/api/become-contributor', {
      nickname: 'Robin',
      email: applicant.email,
      experience: 'Years of listening',
      interests: 'Books',
      help_description: 'I listen',
    });
    expect(applied.statusCode).toBe(200);
    const after = await queues();
    expect(after.pending_applications).toBe(before.pending_applications + 1);
    expect(after.pending_payouts).toBe(before.pending_payouts);
    expect(after.interlocutors_online).toBe(0);
  });
});
