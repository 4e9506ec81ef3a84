import { defineScenario } from '../scenario';

/** The site's start-up data every page view fetches (anonymous, cached settings). */
export const settings = defineScenario({
  name: 'settings',
  description: 'GET /api/settings (anonymous)',
  ceiling: 'bare-http',
  request: async (context) => {
    await context.http.expect(200, 'GET', '/api/settings');
  },
});

/** The room list with open-topic counts, signed in (each worker its own user). */
export const rooms = defineScenario({
  name: 'rooms',
  description: 'GET /api/rooms/index (rooms with their open-topic counts), bearer token',
  ceiling: 'bare-http',
  request: async (context, _state, _index, worker) => {
    await context.http.expect(200, 'GET', '/api/rooms/index', {
      token: context.data.token(1 + worker),
    });
  },
});

/** Page 1 of the first room's open topics (highlighted first), signed in. */
export const topics = defineScenario({
  name: 'topics',
  description: 'GET /api/topics/index?room_id=<first room> (page 1 of its open topics)',
  ceiling: 'bare-http',
  setup: async (context) => {
    const result = await context.sql.query<{ id: number }>(
      'select id from rooms order by position, id limit 1',
    );
    const roomId = result.rows[0]?.id;
    if (roomId === undefined) throw new Error('no rooms seeded');
    return roomId;
  },
  request: async (context, roomId, _index, worker) => {
    await context.http.expect(200, 'GET', `/api/topics/index?room_id=${roomId}`, {
      token: context.data.token(1 + worker),
    });
  },
});
