import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

export type { FileStorage } from './file-storage';

/**
 * The configured attachment storage: the S3 bucket when S3_BUCKET is set, else the disk.
 * The AWS SDK is loaded only then (its modules cost start-up time).
 */
export async function createFileStorage(
  config: AppConfig,
): Promise<FileStorage & { close?(): void }> {
  if (!config.s3) return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}
