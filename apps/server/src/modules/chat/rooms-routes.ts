import { ZRoomSchema, okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { presentRoom } from './present';
import { listRoomsWithCounts } from './room-queries';

const tags = ['chat'];

/** `GET /api/rooms/index`: every room with its count of open topics, titles in the caller's language. */
export default async function roomsRoutes(app: FastifyInstance) {
  typed(app).get(
    '/rooms/index',
    {
      preValidation: app.requireVerifiedUser,
      schema: { tags, response: { 200: okEnvelope(z.array(ZRoomSchema)) } },
    },
    async (request) =>
      ok((await listRoomsWithCounts(app.db)).map((row) => presentRoom(row, request.lang))),
  );
}
