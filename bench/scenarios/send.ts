import { paidSendWork } from '../../apps/server/src/modules/chat/ceiling-statements';
import { defineScenario, type Scenario } from '../scenario';

const contentOf = (index: number) => `Message number ${index}: how are you today?`;

/**
 * A paid message: masking, the topic share lock, the terms check, the insert, the debit
 * with its ledger row, then the realtime publish. Worker w writes as seeded user w + 1 in
 * their own topic w + 1, so different workers never wait on each other's row locks. Its
 * ceiling is the server's one statement for it, `paid_send`, with the same values.
 */
export function sendScenario(connections: number): Scenario<undefined> {
  return defineScenario<undefined>({
    name: `send-${connections}`,
    description: `POST /api/messages/create, ${connections} connections, one user and topic each`,
    connections,
    ceiling: 'database',
    databaseWork: ({ data, settings }, worker, index) =>
      paidSendWork(settings, {
        userId: data.userId(1 + worker),
        topicId: data.topicId(1 + worker),
        content: contentOf(index),
        lang: 'en',
      }),
    budget: connections === 10 ? { minRatio: 0.5, maxP99Ms: 50 } : undefined,
    request: async (context, _state, index, worker) => {
      await context.http.expect(200, 'POST', '/api/messages/create', {
        token: context.data.token(1 + worker),
        body: {
          topic_id: context.data.topicId(1 + worker),
          content: contentOf(index),
        },
      });
    },
  });
}
