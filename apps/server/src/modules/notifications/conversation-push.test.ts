import type { TPushPayload } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../db/schema';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type StandInSubscription,
} from '../../test/push-service-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { browserHeaders, conversation, openSocket, wsUrl } from '../../test/chat-testing';
import { eventually } from '../../test/interlocutor-testing';

let testApp: TestApp;
let pushService: PushServiceStandIn;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

async function settle() {
  await testApp.app.notices.idle();
  await testApp.app.pushWorker.idle();
}

/** An owner (with a device) and a guest talking in one topic, both past the rules. */
async function talk() {
  const chat = await conversation(testApp.app);
  for (const client of [chat.ownerClient, chat.guestClient]) {
    await client.post(`/api/topics/${chat.topicId}/accept-terms`, {});
  }
  const device = pushService.subscribe();
  const saved = await chat.ownerClient.post('/api/push/subscriptions', device);
  expect(saved.statusCode).toBe(200);
  return { ...chat, device };
}

async function write(client: TestClient, topicId: number, content: string) {
  const res = await client.post('/api/messages/create', { topic_id: topicId, content });
  expect(res.statusCode).toBe(200);
  await settle();
}

const payloadsOf = (device: StandInSubscription) =>
  pushService.receivedBy(device).map((push) => push.payload as TPushPayload);

describe('a message while the owner is not looking', () => {
  it('is pushed with a masked preview, tagged per conversation, opening the chat', async () => {
    const { guestClient, topicId, device } = await talk();
    await write(guestClient, topicId, 'Write me at jane@example.com tonight');
    await write(guestClient, topicId, 'Are you there?');
    const payloads = payloadsOf(device);
    expect(payloads).toHaveLength(2);
    expect(payloads[0]).toMatchObject({
      kind: 'reply',
      url: `/topics/${topicId}/chat`,
      tag: `topic-${topicId}`,
    });
    expect(payloads[0]!.body).not.toContain('jane@example.com');
    // One notification per conversation: the same tag and Topic header replace it.
    expect(new Set(payloads.map((payload) => payload.tag)).size).toBe(1);
    expect(pushService.receivedBy(device)[1]!.topic).toBe(`topic-${topicId}`);
  });

  it('says nothing but "You have a new message" with private previews', async () => {
    const { ownerClient, guestClient, topicId, device } = await talk();
    await ownerClient.put('/api/notifications/preferences', {
      kinds: {},
      mail_kinds: {},
      quiet_hours: null,
      time_zone: 'UTC',
      private_previews: true,
    });
    await write(guestClient, topicId, 'Something personal');
    expect(payloadsOf(device)).toEqual([
      expect.objectContaining({ title: 'You have a new message', body: '' }),
    ]);
  });

  it('never carries the text of a topic in safe mode', async () => {
    const { guestClient, topicId, device } = await talk();
    await testApp.app.db
      .update(topics)
      .set({ safeUntil: new Date(Date.now() + 3600_000) })
      .where(eq(topics.id, topicId));
    await write(guestClient, topicId, 'Words of a hard night');
    const [payload] = payloadsOf(device);
    expect(JSON.stringify(payload)).not.toContain('hard night');
    expect(payload!.title).toBe('You have a new message');
  });
});

describe('presence', () => {
  it('pushes nothing while the conversation is open and visible on a device, and reading closes it elsewhere', async () => {
    const { ownerClient, guestClient, topicId, device } = await talk();
    await write(guestClient, topicId, 'First');
    expect(payloadsOf(device)).toHaveLength(1);

    // The owner opens the conversation in a visible tab: the shown notification closes.
    const tab = await openSocket(wsUrl(testApp.app), browserHeaders(ownerClient));
    tab.send({ type: 'viewing', topic_id: topicId });
    await eventually(async () => {
      await settle();
      return payloadsOf(device).length === 2;
    });
    expect(payloadsOf(device)[1]).toMatchObject({ kind: 'clear', tag: `topic-${topicId}` });

    await write(guestClient, topicId, 'Second, while it is open');
    expect(payloadsOf(device)).toHaveLength(2);

    // The tab goes to the background: messages are pushed again.
    tab.send({ type: 'viewing', topic_id: null });
    await eventually(async () => {
      await write(guestClient, topicId, 'Third');
      return payloadsOf(device).length >= 3;
    });
    expect(payloadsOf(device)[2]).toMatchObject({ kind: 'reply' });
    await tab.close();
  });
});
