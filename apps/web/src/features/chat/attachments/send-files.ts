import { ZSentMessageSchema, okEnvelope, timing, type TAttachmentType } from '@parlor/contracts';
import { api } from '../../../lib/api-client';
import { newClientKey } from '../../../lib/client-key';

export interface PendingFile {
  id: string;
  file: File;
  type: TAttachmentType;
}

/**
 * `POST /api/messages/create` as multipart: the text and the files, paid together. Files are
 * not kept in the outbox (too big for session storage); the send carries a client key all the
 * same, so a duplicate of this one request is stored once.
 */
export async function sendFiles(topicId: number, content: string, files: readonly PendingFile[]) {
  const form = new FormData();
  form.append('topic_id', String(topicId));
  form.append('content', content);
  for (const pending of files) {
    form.append('attachments[]', pending.file, pending.file.name);
    form.append('types[]', pending.type);
  }
  return (
    await api.post('/messages/create', {
      body: form,
      headers: { 'Idempotency-Key': newClientKey() },
      schema: okEnvelope(ZSentMessageSchema),
      // Uploads of up to 25 MB get the default 30 s rather than the 10 s of chat calls.
      timeoutMs: timing.apiTimeoutMs,
    })
  ).payload;
}
