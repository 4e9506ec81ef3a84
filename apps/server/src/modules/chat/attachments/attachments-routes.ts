import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { typed } from '../../../lib/typed';
import { currentUser } from '../../../plugins/auth/auth';
import { readAttachment, type AttachmentFile } from './read-attachment';

const tags = ['chat'];

const ZAttachmentParamsSchema = z.object({
  messageId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  index: z.coerce.number().int().min(0).max(100),
});

/** `filename="…"` for old clients (ASCII only) and `filename*` with the real name. */
function contentDisposition(file: AttachmentFile): string {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const kind = file.inline ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
}

function sendFile(reply: FastifyReply, file: AttachmentFile) {
  return (
    reply
      .header('content-type', file.mime)
      .header('content-length', file.bytes.length)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(file))
      // Only the participants may see it: the browser may keep it, shared caches may not.
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.bytes)
  );
}

/** The files of messages, for the topic's owner and current guest only (spec §2, §3). */
export default async function attachmentsRoutes(app: FastifyInstance) {
  const api = typed(app);
  const preValidation = app.requireVerifiedUser;

  // The file and its preview: the same access, one path apart.
  const variants = [
    {
      path: '/attachments/:messageId/:index',
      description:
        "An attachment's processed file, for the topic's owner and current guest; 404 for anybody else.",
      thumbnail: false,
    },
    {
      path: '/attachments/:messageId/:index/thumbnail',
      description: "An image attachment's preview (WebP), with the same access as the file.",
      thumbnail: true,
    },
  ];
  for (const { path, description, thumbnail } of variants) {
    api.get(
      path,
      { preValidation, schema: { tags, description, params: ZAttachmentParamsSchema } },
      async (request, reply) => {
        const file = await readAttachment(app, {
          userId: currentUser(request).id,
          messageId: request.params.messageId,
          index: request.params.index,
          thumbnail,
        });
        return sendFile(reply, file);
      },
    );
  }
}
