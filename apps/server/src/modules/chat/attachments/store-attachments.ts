import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MessageAttachment } from '../../../db/schema';
import { processImage, type ImageProbe, type ProcessedImage } from './process-image';
import type { Upload } from './read-uploads';

export interface StoredAttachments {
  attachments: MessageAttachment[];
  /** Every file written, to delete them when the message does not go through. */
  keys: string[];
}

/**
 * Processes every probed upload first, as one job of the image pool (one refusal stores
 * nothing), then writes the processed images and their previews to file storage under the
 * topic. If a write fails, whatever was written is deleted again.
 */
export async function storeAttachments(
  app: FastifyInstance,
  topicId: number,
  uploads: readonly Upload[],
  probes: readonly ImageProbe[],
): Promise<StoredAttachments> {
  const processed = await app.imagePool.run(async () => {
    const images: ProcessedImage[] = [];
    // One at a time: each decode may take up to 40 million pixels of memory.
    for (const [index, upload] of uploads.entries())
      images.push(await processImage(upload.bytes, probes[index]!));
    return images;
  });

  const keys: string[] = [];
  try {
    const attachments: MessageAttachment[] = [];
    for (const [index, image] of processed.entries()) {
      const upload = uploads[index]!;
      const base = `topics/${topicId}/${randomUUID()}`;
      const key = `${base}.${image.format === 'jpeg' ? 'jpg' : image.format}`;
      const thumbnailKey = `${base}.thumb.webp`;
      await app.storage.put(key, image.data, image.mime);
      keys.push(key);
      await app.storage.put(thumbnailKey, image.thumbnail, 'image/webp');
      keys.push(thumbnailKey);
      attachments.push({
        type: upload.type,
        original_filename: upload.filename,
        filesize: image.data.length,
        width: image.width,
        height: image.height,
        mime: image.mime,
        key,
        thumbnailKey,
      });
    }
    return { attachments, keys };
  } catch (error) {
    await app.storage.delete(keys);
    throw error;
  }
}
