import { expectStatus } from '../http';
import { defineScenario } from '../scenario';
import { createVerifiedUser, topUp } from '../support';

/** The room list with open-topic counts (one aggregate query). */
export const roomsIndex = defineScenario({
  name: 'rooms-index',
  description: 'GET /api/rooms/index (rooms with their open-topic counts)',
  setup: async (context) => (await createVerifiedUser(context)).client,
  request: async (_context, client) => {
    expectStatus(await client.get('/api/rooms/index'), 200, 'rooms');
  },
});

export const topicsIndex = defineScenario({
  name: 'topics-index',
  description: 'GET /api/topics/index?room_id=1 (highlighted first, paginated)',
  setup: async (context) => (await createVerifiedUser(context)).client,
  request: async (_context, client) => {
    expectStatus(await client.get('/api/topics/index?room_id=1'), 200, 'topics');
  },
});

/**
 * A paid message: masking, the ledger debit with the user's row locked, the insert and the
 * realtime publish, in one transaction. Each connection writes in its own topic as its own
 * user, so the row locks of different users do not queue behind each other.
 */
export const messageSend = defineScenario({
  name: 'message-send',
  description:
    'POST /api/messages/create (mask, debit, insert, publish) — 1 user and topic per connection',
  connections: 10,
  setup: async (context) => {
    const senders = [];
    for (let i = 0; i < 10; i += 1) {
      const { client, email } = await createVerifiedUser(context);
      await topUp(context, client, email, 500);
      const topic = await client.post<{ payload: { topic: { id: number } } }>(
        '/api/topics/create',
        {
          room_id: 1,
          title: `Bench topic ${i}`,
        },
      );
      expectStatus(topic, 200, 'create topic');
      const topicId = topic.body.payload.topic.id;
      // The house rules are accepted once per topic before writing, as on the chat page.
      expectStatus(
        await client.post(`/api/topics/${topicId}/accept-terms`, {}),
        200,
        'accept terms',
      );
      senders.push({ client, topicId });
    }
    return senders;
  },
  request: async (_context, senders, index) => {
    const sender = senders[index % senders.length]!;
    const sent = await sender.client.post('/api/messages/create', {
      topic_id: sender.topicId,
      content: `Message number ${index}: how are you today?`,
    });
    expectStatus(sent, 200, 'send');
  },
});
