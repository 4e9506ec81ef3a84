import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body as a browser's FormData sends it, for app.inject: `fields`,
 * then `files`, then `trailingFields` (the web client appends `lang_id` and `currency` last).
 */
export function multipartBody(
  fields: [string, string][],
  files: MultipartFile[],
  trailingFields: [string, string][] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----parlor${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const pushFields = (list: [string, string][]) => {
    for (const [name, value] of list) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
  };
  pushFields(fields);
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  pushFields(trailingFields);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
