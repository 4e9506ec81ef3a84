import type { TMessage } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTopic } from '../../test/chat-testing';
import { listMessages } from '../../test/memory-testing';

describe('a message sent while the offline companion’s reply is still due', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      settings: {
        bot_reply_interval_min: 1,
        bot_reply_interval_max: 1,
        message_symbol_cost: 0,
      },
    });
  });
  afterAll(async () => testApp.close());

  it('gets one reply with the message before it, and that reply answers both', async () => {
    const user = await createUser(testApp.app, { points: 50 });
    const client = await signedInClient(testApp.app, user);
    const topicId = await makeTopic(testApp.app, { ownerId: user.id });
    const said = [
      'My dog is sick and I am worried about him',
      'Also my boss keeps adding deadlines at work',
    ];
    const sent: TMessage[] = [];
    for (const content of said) {
      const res = await client.post('/api/messages/create', { topic_id: topicId, content });
      expect(res.statusCode).toBe(200);
      sent.push(res.payload<{ message: TMessage }>().message);
    }
    let replies: TMessage[] = [];
    for (const started = Date.now(); Date.now() - started < 15_000;) {
      replies = (await listMessages(client, topicId)).filter((m) => !m.is_mine && !m.is_typing);
      if (replies.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await testApp.app.companion.idle();
    replies = (await listMessages(client, topicId)).filter((m) => !m.is_mine);
    expect(replies).toHaveLength(1);
    const [reply] = replies;
    expect(reply!.id).toBeGreaterThan(sent[1]!.id);
    for (const words of said) expect(reply!.content).toContain(words);
  });
});
