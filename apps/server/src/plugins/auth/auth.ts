import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/hash';
import { sessionCookieName, sessionCookieOptions } from './cookies';
import { setXsrfCookie } from './csrf';
import { createCredentialCache, type CredentialCache } from './credential-cache';
import {
  announceCredentialsChanged,
  userChangedChannel,
  userIdOfUserChanged,
} from './credential-events';
import {
  createSession,
  deleteSession,
  endSignIn,
  findCredentialUser,
  type AuthUser,
  type KeptCredential,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: AuthUser | null;
    authMethod: 'session' | 'bearer' | null;
    /** SHA-256 of the session cookie or bearer token that authenticated this request. */
    credentialHash: string | null;
  }
  interface FastifyInstance {
    /** Who recent credentials belong to (see credential-cache.ts). */
    credentialCache: CredentialCache;
    /** preValidation hook: 401 unless signed in. */
    requireUser: preValidationHookHandler;
    /** preValidation hook: 401 unless signed in, 403 unless the e-mail address is verified. */
    requireVerifiedUser: preValidationHookHandler;
    /** preValidation hook: 401 for guests, 403 unless the caller is an admin. */
    requireAdmin: preValidationHookHandler;
    /** preValidation hook: 401 for guests, 403 unless the caller is a moderator or an admin. */
    requireModerator: preValidationHookHandler;
    /** preValidation hook: 401 for guests, 403 unless the caller is an approved interlocutor. */
    requireInterlocutor: preValidationHookHandler;
  }
}

/** An admin or a moderator: may use the console (`requireModerator` lets them through). */
export function isStaff(user: AuthUser | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'moderator';
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

/** The credential that authenticated this request (to keep it when ending the others). */
export function currentCredential(request: FastifyRequest): KeptCredential | null {
  return request.authMethod && request.credentialHash
    ? { method: request.authMethod, hash: request.credentialHash }
    : null;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/**
 * Signs the user in on this browser: ends the current sign-in (rotation), starts a new
 * session in an HttpOnly cookie and re-issues the XSRF token. No bearer token: an API
 * client asks for one after signing in (`POST /api/tokens`).
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  if (request.authMethod === 'session' && request.credentialHash) {
    await deleteSession(app.db, request.credentialHash);
    if (request.user) await announceCredentialsChanged(app, request.user.id);
  }
  const policy = app.config.session;
  const sessionToken = await createSession(app.db, {
    userId,
    policy,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  void reply.setCookie(
    sessionCookieName,
    sessionToken,
    sessionCookieOptions(request, app.config.publicUrl, policy.maxDays),
  );
  setXsrfCookie(app, request, reply);
}

/**
 * Ends the sign-in of this request on the server (the session cookie or bearer token it
 * came with, and the other half of that sign-in), clears the browser's cookie and tells
 * the user's open sockets to check their credential again.
 */
export async function signOut(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.credentialHash) {
    await endSignIn(
      app.db,
      request.authMethod === 'bearer'
        ? { tokenHash: request.credentialHash }
        : { sessionTokenHash: request.credentialHash },
    );
  }
  const cookieToken = request.cookies[sessionCookieName];
  if (cookieToken && request.authMethod !== 'session') {
    await endSignIn(app.db, { sessionTokenHash: sha256(cookieToken) });
  }
  if (request.user) await announceCredentialsChanged(app, request.user.id);
  void reply.clearCookie(sessionCookieName, { path: '/' });
  setXsrfCookie(app, request, reply);
}

/** Resolves who is calling: a bearer token first, else the session cookie. */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('authMethod', null);
  app.decorateRequest('credentialHash', null);

  const cache = createCredentialCache({
    ttlMs: app.config.session.cacheSeconds * 1000,
    maxEntries: 50_000,
  });
  app.decorate('credentialCache', cache);
  const unlisten = app.bus.listen(userChangedChannel, (event) => {
    const userId = userIdOfUserChanged(event);
    if (userId !== undefined) cache.forgetUser(userId);
  });
  // After a gap in the bus a change may have been missed: forget everything remembered.
  const stopFollowingGaps = app.bus.onGap({ onResync: () => cache.clear() });
  app.addHook('onClose', async () => {
    stopFollowingGaps();
    await unlisten().catch(() => undefined);
  });

  /** The credential's user looked up (and touched) and remembered. */
  async function lookUpUser(method: 'session' | 'bearer', hash: string) {
    const found = await findCredentialUser(app.db, { method, hash }, app.config.session);
    if (!found) return undefined;
    cache.set(hash, found.user, found.validUntil);
    return found.user;
  }

  // A remembered credential is resolved synchronously: no promise per request (decision 702).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    const cookie = request.cookies[sessionCookieName];
    const method = token ? 'bearer' : 'session';
    const credential = token ?? (cookie && cookie.length <= 200 ? cookie : undefined);
    if (!credential) return done();
    const hash = sha256(credential);
    const authenticateAs = (user: AuthUser | undefined) => {
      if (!user) return;
      request.user = user;
      request.authMethod = method;
      request.credentialHash = hash;
    };
    const remembered = cache.get(hash);
    if (remembered) {
      authenticateAs(remembered);
      return done();
    }
    lookUpUser(method, hash).then((user) => {
      authenticateAs(user);
      done();
    }, done);
  });

  app.decorate(
    'requireUser',
    requireThat(() => true),
  );

  app.decorate('requireVerifiedUser', ((request, _reply, done) => {
    if (!request.user) throw AppError.unauthenticated();
    if (!request.user.emailVerified) {
      throw AppError.forbidden('errors.emailNotVerified', { code: 'EMAIL_NOT_VERIFIED' });
    }
    done();
  }) satisfies preValidationHookHandler);

  app.decorate(
    'requireAdmin',
    requireThat((user) => user.role === 'admin'),
  );
  app.decorate(
    'requireModerator',
    requireThat((user) => isStaff(user)),
  );
  app.decorate(
    'requireInterlocutor',
    requireThat((user) => user.isInterlocutor && user.emailVerified),
  );
}

/**
 * A preValidation hook that lets through signed-in users for whom `isAllowed` holds:
 * synchronous (a throw is Fastify's error too), as every guard is.
 */
function requireThat(isAllowed: (user: AuthUser) => boolean): preValidationHookHandler {
  return (request, _reply, done) => {
    if (!request.user) throw AppError.unauthenticated();
    if (!isAllowed(request.user)) throw AppError.forbidden();
    done();
  };
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
