import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './file-storage';
import type { S3StorageOptions } from '../../config-storage';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …). */

/** Deletions sent at once (one request per object: idempotent on every S3-compatible service). */
const deleteConcurrency = 8;

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** Files in an S3 bucket, written and read through AWS SDK v3. */
export function createS3Storage(options: S3StorageOptions): FileStorage & { close(): void } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // Checksums only where S3 requires them: S3-compatible services differ in which of the
    // newer checksum headers they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const { bucket } = options;
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(keys) {
      keys.forEach(assertSafeKey);
      for (let start = 0; start < keys.length; start += deleteConcurrency) {
        await Promise.all(
          keys
            .slice(start, start + deleteConcurrency)
            .map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))),
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
