import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';

/** The configured attachment storage: the S3 bucket when S3_BUCKET is set, else the disk. */
export function createFileStorage(config: AppConfig): FileStorage & { close?(): void } {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}
