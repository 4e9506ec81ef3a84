import { companionChatPort } from '../../apps/server/src/modules/ai/chat-port';
import { paidSendWork } from '../../apps/server/src/modules/chat/ceiling-statements';
import { sendTopics } from '../database';
import { defineScenario, type Scenario } from '../scenario';

const contentOf = (index: number) => `Message number ${index}: how are you today?`;

/**
 * A paid message: masking, the topic share lock, the terms check, the insert, the debit
 * with its ledger row, then the realtime publish. Worker w writes as seeded user w + 1 in
 * their own topic w + 1, so different workers never wait on each other's row locks. Its
 * ceiling is the server's one statement for it, `paid_send`, with the same values.
 *
 * The topics are in a person's mode with the seat free (`prepareRun`), so a send is the
 * request's work alone, as the ceiling's statement is. In an AI topic the same statement
 * also schedules the companion's reply, which the server then writes: work the ceiling
 * does not run — and which the server did for the ceiling's own statements while pgbench
 * measured them. `send-ai-10` measures that case without a ceiling; `ai-first-token`
 * measures the reply.
 */
export function sendScenario(connections: number): Scenario<undefined> {
  return defineScenario<undefined>({
    name: `send-${connections}`,
    description: `POST /api/messages/create, ${connections} connections, one user and topic each (a person's topic, seat free)`,
    connections,
    ceiling: 'database',
    databaseWork: ({ data, settings }, worker, index) =>
      paidSendWork(companionChatPort, settings, {
        userId: data.userId(sendTopics.first + worker),
        topicId: data.topicId(sendTopics.first + worker),
        content: contentOf(index),
        lang: 'en',
      }),
    budget: connections === 10 ? { minRatio: 0.5, maxP99Ms: 50 } : undefined,
    request: (context, _state, index, worker) => send(context, sendTopics.first + worker, index),
  });
}

/** The same sends in AI topics: each also has the companion answer (figures, no ceiling). */
export const sendAi = defineScenario<undefined>({
  name: 'send-ai-10',
  description:
    'POST /api/messages/create in AI topics, 10 connections: the companion answers each topic (offline companion)',
  connections: 10,
  request: (context, _state, index, worker) => send(context, sendTopics.aiFirst + worker, index),
});

async function send(
  context: Parameters<Scenario<undefined>['request']>[0],
  n: number,
  index: number,
): Promise<void> {
  await context.http.expect(200, 'POST', '/api/messages/create', {
    token: context.data.token(n),
    body: { topic_id: context.data.topicId(n), content: contentOf(index) },
  });
}
