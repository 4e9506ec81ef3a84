import {
  ZApiTokenListSchema,
  ZCreateApiTokenRequestSchema,
  ZCreatedApiTokenSchema,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes, sessionOrBearer } from '../../lib/ok-routes';
import { currentUser } from '../../plugins/auth/auth';
import { issueApiToken, listApiTokens, revokeApiToken } from './api-tokens';

const tags = ['accounts'];

/**
 * API tokens the Sanctum way (the web client lives on its session cookie): a client signs in with the session cookie and asks
 * for a token by name; the token is answered once and stored only as a hash. Its owner lists
 * and revokes tokens from the account page. Tokens expire (API_TOKEN_DAYS) and end with a
 * password change, a reset or an account block (sessions.ts, deleteAllCredentials).
 */
export default async function tokenRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags, guard: app.requireUser, security: sessionOrBearer });

  route.get(
    '/tokens',
    {
      description: "The caller's live API tokens, newest first; never the tokens themselves.",
      answer: ZApiTokenListSchema,
    },
    async (request) => ok(await listApiTokens(app.db, currentUser(request).id)),
  );

  route.post(
    '/tokens',
    {
      security: [{ session: [] }],
      description:
        'Creates an API token for `device_name` and answers it in `token` this once (only its hash is kept). ' +
        'Signed in with the session cookie only (403 with a bearer token). At most 20 live tokens (422).',
      body: ZCreateApiTokenRequestSchema,
      answer: ZCreatedApiTokenSchema,
    },
    async (request) => {
      // A token minting tokens would outlive its own expiry.
      if (request.authMethod !== 'session') throw AppError.forbidden('auth.apiTokens.sessionOnly');
      const created = await issueApiToken(app, {
        userId: currentUser(request).id,
        deviceName: request.body.device_name,
      });
      return ok(created, translate(request.lang, 'auth.apiTokens.created'));
    },
  );

  route.delete(
    '/tokens/:id',
    {
      description: "Revokes one of the caller's tokens; any other id answers 404.",
      params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      answer: z.null(),
    },
    async (request) => {
      await revokeApiToken(app, { userId: currentUser(request).id, tokenId: request.params.id });
      return ok(null, translate(request.lang, 'auth.apiTokens.revoked'));
    },
  );
}
