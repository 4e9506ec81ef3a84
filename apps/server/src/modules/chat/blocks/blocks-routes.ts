import { ZBlockedPersonSchema, ZUnblockSchema } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { okRoutes } from '../../../lib/ok-routes';
import { currentUser } from '../../../plugins/auth/auth';
import { listBlockedPeople, unblockPerson } from './blocked-people';

/** The account page's list of people the user blocked, and unblocking one of them. */
export default async function blocksRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags: ['chat'], guard: app.requireUser });

  route.get(
    '/user/blocks',
    {
      summary: 'The people the caller blocked: the name shown in that conversation, its date',
      answer: z.array(ZBlockedPersonSchema),
    },
    async (request) =>
      ok(await listBlockedPeople(app.db, { userId: currentUser(request).id, lang: request.lang })),
  );

  route.post(
    '/user/blocks/remove',
    {
      summary: 'Unblock a person: random chat and joining may pair the two again',
      body: ZUnblockSchema,
      answer: z.null(),
    },
    async (request) => {
      await unblockPerson(app.db, { userId: currentUser(request).id, blockId: request.body.id });
      return ok(null);
    },
  );
}
