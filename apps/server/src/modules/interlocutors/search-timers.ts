import type { FastifyInstance } from 'fastify';

/**
 * In-process timers that end a search at its deadline promptly. They only speed things
 * up: the deadline lives in the database and the scheduled sweep claims whatever a timer
 * missed (a restart, another instance), so each search times out exactly once.
 */
const timersOf = new WeakMap<object, Map<number, NodeJS.Timeout>>();

function timers(app: FastifyInstance) {
  let map = timersOf.get(app.server);
  if (!map) {
    map = new Map();
    timersOf.set(app.server, map);
  }
  return map;
}

export function armSearchTimer(
  app: FastifyInstance,
  requestId: number,
  deadline: Date,
  onDue: (requestId: number) => Promise<unknown>,
) {
  clearSearchTimer(app, requestId);
  // A little after the deadline, so the database's now() has passed it too.
  const delay = Math.max(0, deadline.getTime() - Date.now()) + 50;
  const timer = setTimeout(() => {
    timers(app).delete(requestId);
    onDue(requestId).catch((error: unknown) =>
      app.log.error({ err: error, requestId }, 'interlocutor search timeout failed'),
    );
  }, delay);
  timer.unref();
  timers(app).set(requestId, timer);
}

export function clearSearchTimer(app: FastifyInstance, requestId: number) {
  const map = timers(app);
  const timer = map.get(requestId);
  if (timer) clearTimeout(timer);
  map.delete(requestId);
}

export function clearAllSearchTimers(app: FastifyInstance) {
  const map = timers(app);
  for (const timer of map.values()) clearTimeout(timer);
  map.clear();
}
