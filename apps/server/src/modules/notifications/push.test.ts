import type { TPushPayload, TPushSettings } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interlocutorRequests, pushDeliveries, pushSubscriptions, topics } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type StandInSubscription,
} from '../../test/push-service-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { mailsTo } from '../../test/mailbox-testing';
import { makeTopic } from '../../test/chat-testing';
import { makeInterlocutor } from '../../test/interlocutor-testing';

let testApp: TestApp;
let pushService: PushServiceStandIn;

beforeAll(async () => {
  testApp = await createTestApp();
  pushService = await startPushServiceStandIn();
});
afterEach(async () => {
  await testApp.app.notices.idle();
  await testApp.app.pushWorker.idle();
  await testApp.app.db.execute(sql`update interlocutor_presence set is_available = false`);
  await testApp.app.db.execute(
    sql`update interlocutor_requests set status = 'cancelled' where status = 'searching'`,
  );
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

/** Waits for the notices and the push messages they caused. */
async function settle() {
  await testApp.app.notices.idle();
  await testApp.app.pushWorker.idle();
}

/** An available interlocutor with one device subscribed at the stand-in. */
async function interlocutorWithDevice(nickname = 'Sunny') {
  const interlocutor = await makeInterlocutor(testApp.app, nickname);
  const res = await interlocutor.client.post('/api/interlocutor/availability', {
    is_available: true,
  });
  expect(res.statusCode).toBe(200);
  const subscription = pushService.subscribe();
  const saved = await interlocutor.client.post('/api/push/subscriptions', {
    ...subscription,
    device: 'Chromium on Linux',
  });
  expect(saved.statusCode).toBe(200);
  return { ...interlocutor, subscription };
}

async function ownerAsksForPerson() {
  const owner = await createUser(testApp.app, { points: 100 });
  const client = await signedInClient(testApp.app, owner);
  const topicId = await makeTopic(testApp.app, {
    ownerId: owner.id,
    title: 'Call me at +49 170 1234567',
  });
  const res = await client.post('/api/topics/update-chat-mode', {
    topic_id: topicId,
    chat_mode: 'human',
  });
  expect(res.statusCode).toBe(200);
  const [request] = await testApp.app.db
    .select()
    .from(interlocutorRequests)
    .where(eq(interlocutorRequests.topicId, topicId));
  return { owner, client, topicId, requestId: request!.id };
}

const payloadOf = (subscription: StandInSubscription) =>
  pushService.receivedBy(subscription).map((push) => push.payload as TPushPayload);

describe('POST/DELETE /api/push/subscriptions', () => {
  it('stores a device per endpoint, lists it with the VAPID key, and removes it', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const subscription = pushService.subscribe();
    await client.post('/api/push/subscriptions', { ...subscription, device: 'Firefox on Android' });
    // The same browser subscribing again (new keys) stays one device.
    const again = await client.post('/api/push/subscriptions', pushService.subscribe());
    const settings = again.payload<TPushSettings>();
    expect(settings.vapid_public_key).toBe(testApp.config.vapid.publicKey);
    expect(settings.devices).toHaveLength(2);

    const removed = await client.request('DELETE', '/api/push/subscriptions', {
      body: { endpoint: subscription.endpoint },
    });
    expect(removed.payload<TPushSettings>().devices).toHaveLength(1);
    const [left] = removed.payload<TPushSettings>().devices;
    const byId = await client.request('DELETE', `/api/push/subscriptions/${left!.id}`);
    expect(byId.payload<TPushSettings>().devices).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await new TestClient(testApp.app).post(
      '/api/push/subscriptions',
      pushService.subscribe(),
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('an offer reaches an interlocutor whose console is closed', () => {
  it('is pushed encrypted (RFC 8291) with VAPID, TTL of the wait, high urgency, Accept and Decline', async () => {
    const interlocutor = await interlocutorWithDevice();
    const { requestId } = await ownerAsksForPerson();
    await settle();

    const [push] = pushService.receivedBy(interlocutor.subscription);
    expect(pushService.problems).toEqual([]);
    expect(push).toBeDefined();
    expect(push!.urgency).toBe('high');
    expect(push!.ttl).toBeGreaterThan(0);
    expect(push!.ttl).toBeLessThanOrEqual(60);
    expect(push!.jwt.aud).toBe(pushService.origin);
    expect(push!.jwt.exp * 1000).toBeGreaterThan(Date.now());
    expect(push!.jwt.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(push!.vapidPublicKey).toBe(testApp.config.vapid.publicKey);
    const payload = push!.payload as TPushPayload;
    expect(payload).toMatchObject({
      kind: 'offer',
      title: 'Someone wants to talk to a person',
      url: '/interlocutor',
      tag: `offer-${requestId}`,
      actions: [
        { action: 'accept', title: 'Accept' },
        { action: 'decline', title: 'Decline' },
      ],
    });
    // Never the topic's title, never contact data.
    expect(JSON.stringify(payload)).not.toMatch(/1234567|Call me/);
  });

  it('Accept takes the seat at once; a late Accept from another device of another interlocutor says taken', async () => {
    const first = await interlocutorWithDevice('First');
    const second = await interlocutorWithDevice('Second');
    const { topicId } = await ownerAsksForPerson();
    await settle();
    const tokenOf = (subscription: StandInSubscription) =>
      payloadOf(subscription)[0]!.action_token!;

    // The worker posts without cookies: the signed token is the permission.
    const worker = new TestClient(testApp.app, { mode: 'bare' });
    const accepted = await worker.post('/api/push/actions', {
      token: tokenOf(first.subscription),
      action: 'accept',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.payload()).toEqual({ outcome: 'accepted', url: `/topics/${topicId}/chat` });
    const [topic] = await testApp.app.db.select().from(topics).where(eq(topics.id, topicId));
    expect(topic!.guestId).toBe(first.user.id);

    const late = await worker.post('/api/push/actions', {
      token: tokenOf(second.subscription),
      action: 'accept',
    });
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe('Another interlocutor already took this chat.');
    await settle();
    // The offer closes on the second interlocutor's device.
    expect(payloadOf(second.subscription).at(-1)).toMatchObject({
      kind: 'clear',
      tag: expect.stringMatching(/^offer-/),
    });
  });

  it('refuses a forged or altered token', async () => {
    const interlocutor = await interlocutorWithDevice();
    await ownerAsksForPerson();
    await settle();
    const token = payloadOf(interlocutor.subscription)[0]!.action_token!;
    const [userId, requestId, ...rest] = token.split('.');
    const forged = [Number(userId) + 1, requestId, ...rest].join('.');
    const res = await new TestClient(testApp.app, { mode: 'bare' }).post('/api/push/actions', {
      token: forged,
      action: 'accept',
    });
    expect(res.statusCode).toBe(403);
  });

  it('sends nothing when the interlocutor switched offers off or is in quiet hours', async () => {
    const off = await interlocutorWithDevice('Off');
    const quiet = await interlocutorWithDevice('Quiet');
    const kinds = { offer: false };
    const base = { time_zone: 'Europe/Berlin', private_previews: false, mail_kinds: {} };
    expect(
      (
        await off.client.put('/api/notifications/preferences', {
          ...base,
          kinds,
          quiet_hours: null,
        })
      ).statusCode,
    ).toBe(200);
    // Quiet around the clock (00:00 to 23:59) in Berlin.
    await quiet.client.put('/api/notifications/preferences', {
      ...base,
      kinds: {},
      quiet_hours: { start: '00:00', end: '23:59' },
    });
    await ownerAsksForPerson();
    await settle();
    expect(pushService.receivedBy(off.subscription)).toEqual([]);
    expect(pushService.receivedBy(quiet.subscription)).toEqual([]);
  });
});

describe('what the push service answers', () => {
  it('404 and 410 delete the subscription', async () => {
    const gone = await interlocutorWithDevice('Gone');
    const expired = await interlocutorWithDevice('Expired');
    pushService.answerNext(gone.subscription, { status: 410 });
    pushService.answerNext(expired.subscription, { status: 404 });
    await ownerAsksForPerson();
    await settle();
    const rows = await testApp.app.db
      .select()
      .from(pushSubscriptions)
      .where(sql`${pushSubscriptions.userId} in (${gone.user.id}, ${expired.user.id})`);
    expect(rows).toEqual([]);
  });

  it('429 and 5xx are retried with back-off by the job rows (Retry-After honoured)', async () => {
    const busy = await interlocutorWithDevice('Busy');
    pushService.answerNext(busy.subscription, { status: 429, headers: { 'retry-after': '120' } });
    await ownerAsksForPerson();
    await settle();
    const subscriptionId = (
      await testApp.app.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, busy.user.id))
    )[0]!.id;
    const [waiting] = await testApp.app.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, subscriptionId));
    expect(waiting!.attempts).toBe(1);
    expect(waiting!.dueAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect(waiting!.claimToken).toBeNull();

    // Its time comes (as after a restart: any instance's sweep takes it).
    pushService.answerNext(busy.subscription, { status: 503 });
    await testApp.app.db
      .update(pushDeliveries)
      .set({ dueAt: new Date() })
      .where(eq(pushDeliveries.id, waiting!.id));
    await testApp.app.pushWorker.sweep();
    const [again] = await testApp.app.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.id, waiting!.id));
    expect(again!.attempts).toBe(2);

    await testApp.app.db
      .update(pushDeliveries)
      .set({ dueAt: new Date() })
      .where(eq(pushDeliveries.id, waiting!.id));
    await testApp.app.pushWorker.sweep();
    expect(
      await testApp.app.db.select().from(pushDeliveries).where(eq(pushDeliveries.id, waiting!.id)),
    ).toEqual([]);
    expect(pushService.receivedBy(busy.subscription)).toHaveLength(3);
  });
});

describe('e-mail for interlocutors without a device', () => {
  it('sends one mail per request with a signed unsubscribe link that works without signing in', async () => {
    const interlocutor = await makeInterlocutor(testApp.app, 'Mailed');
    await interlocutor.client.post('/api/interlocutor/availability', { is_available: true });
    await ownerAsksForPerson();
    await settle();
    const mails = await mailsTo(testApp.app, interlocutor.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Someone is waiting to talk to a person']);
    const link = new URL(/https?:\/\/\S+unsubscribe\S+/.exec(mails[0]!.text)![0]);

    const anonymous = new TestClient(testApp.app, { mode: 'bare' });
    const page = await anonymous.get(`${link.pathname}${link.search}`);
    expect(page.statusCode).toBe(200);
    const done = await anonymous.request('POST', '/api/notifications/unsubscribe', {
      body: `token=${encodeURIComponent(link.searchParams.get('token')!)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.text).toContain('You will no longer get these e-mails.');

    await ownerAsksForPerson();
    await settle();
    expect(await mailsTo(testApp.app, interlocutor.user.email)).toHaveLength(1);
  });
});
