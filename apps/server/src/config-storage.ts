import type { Env } from './config-env';

/** Where attachments are kept: the disk, or an S3-compatible bucket. */

/** An S3-compatible bucket for attachments (the storage adapter's settings). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Endpoint of an S3-compatible service; when set, buckets are addressed path-style. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3_BUCKET turns the bucket on; region and both keys must then be set too. */
export function resolveS3(env: Env): S3StorageOptions | undefined {
  const { S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET) {
    if (S3_REGION || S3_ENDPOINT || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET is missing: the other S3_* variables only apply with a bucket');
    }
    return undefined;
  }
  if (!S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET needs S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint: S3_ENDPOINT?.replace(/\/$/, ''),
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}
