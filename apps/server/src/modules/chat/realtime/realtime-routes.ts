import { AppError } from '../../../lib/app-error';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../plugins/auth/auth';
import { closeCodes, credentialOf, RealtimeConnection } from './connection';
import { followBusGaps } from './follow-bus-gaps';
import { HeartbeatRing } from './heartbeat-ring';
import { isAllowedOrigin } from './origin';

/** The WebSocket connections of one server instance. */
export interface RealtimeRegistry {
  connectionCount(): number;
  /** One heartbeat tick: ping every socket, drop those that missed the last ping. */
  sweep(): void;
  /** Checks every socket's session or token now; closes those whose credential ended. */
  recheckCredentials(): Promise<void>;
}

const registries = new WeakMap<object, RealtimeRegistry>();

/** The realtime registry of an app (keyed by its HTTP server, shared by every plugin context). */
export function realtimeOf(app: FastifyInstance): RealtimeRegistry | undefined {
  return registries.get(app.server);
}

const heartbeatMs = 30_000;
/** A socket's heartbeat comes every `heartbeatMs`, a thirtieth of the sockets each second. */
const heartbeatSlices = 30;
const maxSocketsPerUser = 20;

/**
 * `GET /api/ws`: the realtime channel of a signed-in, verified user (session cookie, or a
 * bearer token for other clients), from our own origin only. Pushes the events of
 * `ZRealtimeEventSchema`; accepts `ping` and `typing`. Heartbeats drop dead sockets; after a
 * gap in the bus every socket gets `resync`.
 */
export default async function realtimeRoutes(app: FastifyInstance) {
  const connections = new Set<RealtimeConnection>();
  // Counted per user as sockets come and go: filtering every connection at each handshake
  // cost time in proportion to all open sockets, so opening n of them cost n².
  const socketsPerUser = new Map<number, number>();

  const heartbeats = new HeartbeatRing<RealtimeConnection>(heartbeatSlices);
  const sweep = () => {
    for (const connection of connections) connection.heartbeat();
  };
  const beatNextSlice = () => {
    for (const connection of heartbeats.nextSlice()) connection.heartbeat();
  };
  const recheckCredentials = async () => {
    await Promise.all(
      [...connections].map((connection) =>
        connection
          .recheckCredential()
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'realtime credential check failed'),
          ),
      ),
    );
  };
  registries.set(app.server, {
    connectionCount: () => connections.size,
    sweep,
    recheckCredentials,
  });

  const timer = setInterval(beatNextSlice, heartbeatMs / heartbeatSlices);
  timer.unref();
  const stopFollowingGaps = followBusGaps(app, connections, recheckCredentials);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopFollowingGaps();
  });

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: [
        async (request) => {
          if (!isAllowedOrigin(request, app.config.publicUrl)) {
            throw AppError.forbidden('errors.forbidden', { code: 'ORIGIN_NOT_ALLOWED' });
          }
        },
        app.requireVerifiedUser,
      ],
    },
    (socket, request) => {
      const user = currentUser(request);
      const userId = user.id;
      const connection = new RealtimeConnection(app, socket, userId, credentialOf(request));
      connections.add(connection);
      heartbeats.add(connection);
      const ofUser = (socketsPerUser.get(userId) ?? 0) + 1;
      socketsPerUser.set(userId, ofUser);
      // An interlocutor is online (for offers, and for the seats they hold) while connected.
      const untrack = app.chatPorts.interlocutors.trackSocket(app, user);
      connection.start(() => {
        connections.delete(connection);
        heartbeats.delete(connection);
        const left = (socketsPerUser.get(userId) ?? 1) - 1;
        if (left > 0) socketsPerUser.set(userId, left);
        else socketsPerUser.delete(userId);
        untrack();
      });
      if (ofUser > maxSocketsPerUser) {
        connection.close(closeCodes.tooManyConnections, 'too many connections');
      }
    },
  );
}
