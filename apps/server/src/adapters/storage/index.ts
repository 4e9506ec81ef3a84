import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

export type { FileStorage } from './file-storage';

/** The configured attachment storage. */
export function createFileStorage(config: AppConfig): FileStorage {
  return createLocalStorage(config.uploadsDir);
}
