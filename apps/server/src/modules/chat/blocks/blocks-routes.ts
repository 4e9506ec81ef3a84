import { ZBlockedPersonSchema, ZUnblockSchema, okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { typed } from '../../../lib/typed';
import { currentUser } from '../../../plugins/auth/auth';
import { listBlockedPeople, unblockPerson } from './blocked-people';

/** The account page's list of people the user blocked, and unblocking one of them. */
export default async function blocksRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/user/blocks',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'The people the caller blocked: the name shown in that conversation, its date',
        response: { 200: okEnvelope(z.array(ZBlockedPersonSchema)) },
      },
    },
    async (request) =>
      ok(await listBlockedPeople(app.db, { userId: currentUser(request).id, lang: request.lang })),
  );

  api.post(
    '/user/blocks/remove',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Unblock a person: random chat and joining may pair the two again',
        body: ZUnblockSchema,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await unblockPerson(app.db, { userId: currentUser(request).id, blockId: request.body.id });
      return ok(null);
    },
  );
}
