import { pollWork } from '../../apps/server/src/modules/chat/ceiling-statements';
import { pollTopics } from '../database';
import { defineScenario, type Scenario } from '../scenario';

/**
 * `GET /api/messages/index` page 1 (20 newest) of a topic with 1 000 messages, read by its
 * owner: the topic check and the page with its total, one statement (the ceiling, with the
 * same values). Worker w reads poll topic w.
 */
export function pollScenario(connections: number): Scenario<undefined> {
  return defineScenario<undefined>({
    name: `poll-${connections}`,
    description: `GET /api/messages/index page 1 of a 1 000-message topic, ${connections} connections`,
    connections,
    ceiling: 'database',
    databaseWork: ({ data, db }, worker) => {
      const n = pollTopics.first + (worker % pollTopics.count);
      return pollWork(db, { userId: data.userId(n), topicId: data.topicId(n), page: 1 });
    },
    budget: connections === 8 ? { minRatio: 0.5, maxP99Ms: 10 } : undefined,
    request: async (context, _state, _index, worker) => {
      const n = pollTopics.first + (worker % pollTopics.count);
      await context.http.expect(
        200,
        'GET',
        `/api/messages/index?topic_id=${context.data.topicId(n)}&page=1`,
        { token: context.data.token(n) },
      );
    },
  });
}
