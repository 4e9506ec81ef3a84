import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { ImageProbe } from './process-image';

const megapixel = 1_000_000;

/**
 * The budgets of image work, checked on the headers before any pixel is decoded:
 * - a message's images together at most `image_megapixels_per_message` (422 on `attachments`);
 * - a user's images at most `image_megapixels_per_user` per `image_budget_window_minutes`
 *   (429 with Retry-After), counted in the shared rate-limit store, so every instance
 *   counts against one budget.
 */
export async function checkImageBudgets(
  app: FastifyInstance,
  userId: number,
  probes: readonly ImageProbe[],
): Promise<void> {
  if (probes.length === 0) return;
  const settings = await app.reference.settings();
  const pixels = probes.reduce((sum, probe) => sum + probe.pixels, 0);
  if (pixels > settings.image_megapixels_per_message * megapixel) {
    throw AppError.field('attachments', 'attachments.errors.tooManyPixels', {
      megapixels: settings.image_megapixels_per_message,
    });
  }
  const windowMs = settings.image_budget_window_minutes * 60_000;
  const { count, resetAt } = await app.rateLimits.hit(`images:user:${userId}`, windowMs, pixels);
  if (count > settings.image_megapixels_per_user * megapixel) {
    const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw new AppError(429, 'attachments.errors.pixelBudget', {
      params: { seconds },
      code: 'RATE_LIMITED',
      retryAfter: seconds,
    });
  }
}
