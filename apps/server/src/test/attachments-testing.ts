import sharp from 'sharp';
import { multipartBody, type MultipartFile } from './multipart-testing';
import type { TestClient } from './test-client';
/** A plain image of one colour, encoded as PNG or JPEG. */
export function image(format: 'png' | 'jpeg', width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .toFormat(format)
    .toBuffer();
}

export function file(
  bytes: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): MultipartFile {
  return { field: 'attachments[]', filename, contentType, bytes };
}

export function send(
  client: TestClient,
  topicId: number,
  files: MultipartFile[],
  options: {
    content?: string;
    types?: string[];
    clientKey?: string;
    /** More fields before the files. */
    fields?: [string, string][];
    /** Fields after the files, as the web client sends `lang_id` and `currency`. */
    trailingFields?: [string, string][];
  } = {},
) {
  const fields: [string, string][] = [['topic_id', String(topicId)]];
  if (options.content !== undefined) fields.push(['content', options.content]);
  if (options.clientKey !== undefined) fields.push(['client_key', options.clientKey]);
  for (const type of options.types ?? files.map(() => 'image')) fields.push(['types[]', type]);
  fields.push(...(options.fields ?? []));
  const { payload, headers } = multipartBody(fields, files, options.trailingFields);
  return client.post('/api/messages/create', payload, headers);
}
