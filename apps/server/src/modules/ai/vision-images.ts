import type { FastifyInstance } from 'fastify';
import type { MessageRow } from '../chat/message-rows';
import type { SeqTurn } from './build-prompt';

/**
 * Bytes of pictures one prompt carries at most (before base64): a picture that does not fit
 * goes as its 320 px preview, and one whose preview does not fit either stays a sentence.
 */
export const visionBytesBudget = 1_500_000;

/**
 * The turns being answered (after the companion's last reply) with their pictures as `data:`
 * URLs of the stored files — re-encoded without any metadata when they were sent — within
 * `visionBytesBudget`. Earlier turns keep "The user sent a picture." only.
 */
export async function withVisionImages(
  app: FastifyInstance,
  { conversation, history }: { conversation: SeqTurn[]; history: MessageRow[] },
): Promise<SeqTurn[]> {
  const lastReply = conversation.findLastIndex((turn) => turn.role === 'assistant');
  const bySeq = new Map(history.map((message) => [message.seq, message]));
  let budget = visionBytesBudget;
  const result: SeqTurn[] = [];
  for (const [index, turn] of conversation.entries()) {
    const message = bySeq.get(turn.seq);
    if (index <= lastReply || turn.role !== 'user' || !turn.pictures || !message) {
      result.push(turn);
      continue;
    }
    const images: string[] = [];
    for (const file of message.attachments.filter((attachment) => attachment.type === 'image')) {
      const full = await app.storage.get(file.key);
      if (full && full.length <= budget) {
        images.push(`data:${file.mime};base64,${full.toString('base64')}`);
        budget -= full.length;
        continue;
      }
      const preview = file.thumbnailKey ? await app.storage.get(file.thumbnailKey) : undefined;
      if (preview && preview.length <= budget) {
        images.push(`data:image/webp;base64,${preview.toString('base64')}`);
        budget -= preview.length;
      }
    }
    result.push(images.length ? { ...turn, images } : turn);
  }
  return result;
}
