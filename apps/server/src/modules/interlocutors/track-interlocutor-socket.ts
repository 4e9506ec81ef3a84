import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/auth/sessions';
import { interlocutorSocketClosed, interlocutorSocketOpened } from './presence';

/**
 * Records an approved interlocutor's socket as presence; answers the function to call when
 * it closes. Does nothing for everyone else. Failures are logged: presence is refreshed by
 * the heartbeat anyway.
 */
export function trackInterlocutorSocket(app: FastifyInstance, user: AuthUser): () => void {
  if (!user.isInterlocutor) return () => undefined;
  const opened = interlocutorSocketOpened(app, user.id).catch((error: unknown) =>
    app.log.error({ err: error }, 'interlocutor presence failed'),
  );
  return () => {
    void opened
      .then(() => interlocutorSocketClosed(app, user.id))
      .catch((error: unknown) => app.log.error({ err: error }, 'interlocutor presence failed'));
  };
}
