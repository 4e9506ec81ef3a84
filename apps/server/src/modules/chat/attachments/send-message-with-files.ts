import { attachmentsCostCenti } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { firstSendOf } from '../replay-send';
import { sendMessage } from '../send-message';
import type { SentMessage } from '../send-types';
import { assertParticipant, findTopicOrFail } from '../topic-access';
import type { Upload } from './read-uploads';
import { checkImageBudgets } from './image-budget';
import { probeImage, type ImageProbe } from './process-image';
import { storeAttachments } from './store-attachments';

/**
 * A message with files (multipart `POST /api/messages/create`): the files are checked and
 * stored, then the message and one debit for its text and every attachment (by type, from
 * settings) commit together. When that fails, the stored files are deleted again, so there
 * is no message without payment, no payment without message and no file left behind.
 */
export async function sendMessageWithFiles(
  app: FastifyInstance,
  input: {
    userId: number;
    lang: string;
    topicId: number;
    content: string;
    uploads: Upload[];
    clientKey?: string | undefined;
  },
): Promise<SentMessage> {
  const { userId, lang, topicId, content, uploads, clientKey } = input;
  // A retry of a send already stored: answered before any file is processed again.
  if (clientKey) {
    const first = await firstSendOf(app, { userId, lang, clientKey });
    if (first) return first;
  }
  if (uploads.length === 0 && content.trim() === '') {
    throw AppError.field('content', 'chat.validation.messageRequired');
  }
  // Cheap checks before any image is decoded; sendMessage repeats them under its lock.
  assertParticipant(await findTopicOrFail(app.db, topicId), userId);

  const settings = await app.reference.settings();
  const costCenti = attachmentsCostCenti(
    uploads.map((upload) => upload.type),
    settings,
  );
  // Headers only, then the budgets, then the pixels (in the bounded pool).
  const probes: ImageProbe[] = [];
  for (const upload of uploads) probes.push(await probeImage(upload.bytes));
  await checkImageBudgets(app, userId, probes);
  const stored = await storeAttachments(app, topicId, uploads, probes);
  try {
    const sent = await sendMessage(app, {
      userId,
      lang,
      topicId,
      content,
      attachments: { items: stored.attachments, costCenti },
      clientKey,
    });
    // A copy raced this one and was stored first: these files belong to no message.
    if (sent.isReplay) await app.storage.delete(stored.keys);
    return sent;
  } catch (error) {
    await app.storage.delete(stored.keys);
    throw error;
  }
}
