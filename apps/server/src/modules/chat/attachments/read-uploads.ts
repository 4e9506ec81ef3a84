import { attachmentLimits, toAttachmentType, type TAttachmentType } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { resolveRequestContext } from '../../../plugins/request-context';
import { attachmentErrors } from './attachment-errors';

/** One file of a multipart message, read within the limits but not yet checked. */
export interface Upload {
  filename: string;
  type: TAttachmentType;
  bytes: Buffer;
}

const uploadsOf = new WeakMap<FastifyRequest, Upload[]>();

/** The files `readMultipartMessage` read from this request (none for a JSON request). */
export function requestUploads(request: FastifyRequest): Upload[] {
  return uploadsOf.get(request) ?? [];
}

/** Limits for `@fastify/multipart`: the stream is cut off as soon as one is passed. */
export const multipartLimits = {
  fileSize: attachmentLimits.maxFileBytes,
  files: attachmentLimits.maxFiles,
  fields: 40,
  fieldSize: 64 * 1024,
  parts: attachmentLimits.maxFiles + 40,
  headerPairs: 200,
};

const fileFields = new Set(['attachments[]', 'attachments']);
const typeFields = new Set(['types[]', 'types']);

/**
 * preValidation of a multipart `POST /api/messages/create`: streams the parts (files up to
 * 5 MB each, at most 5), keeps `topic_id` and `content` as the body to validate and the files
 * for the handler; `types[i]` belongs to the i-th file; `lang_id` and `currency` choose the
 * answer's language and currency. A JSON request passes untouched.
 */
export function readMultipartMessage(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    const types: string[] = [];
    const files: { filename: string; bytes: Buffer }[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (!fileFields.has(part.fieldname)) {
            part.file.resume();
            continue;
          }
          const bytes = await part.toBuffer();
          files.push({ filename: part.filename, bytes });
        } else if (typeof part.value === 'string') {
          if (typeFields.has(part.fieldname)) types.push(part.value);
          else fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      // The refusal speaks the language of the `lang_id` read before the stream was cut off.
      await resolveRequestContext(app, request, fields);
      const errors = app.multipartErrors;
      if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError)
        throw attachmentErrors.tooManyFiles();
      if (error instanceof errors.RequestFileTooLargeError) throw attachmentErrors.fileTooLarge();
      // Anything else is a body the parser could not read: no boundary, cut-off parts.
      throw new AppError(400, 'errors.badRequest');
    }
    // `lang_id` and `currency` are form fields here (spec §7: in the body of a POST), read
    // only now: the request-context hook ran before the body was.
    await resolveRequestContext(app, request, fields);
    request.body = {
      topic_id: fields.topic_id,
      content: fields.content ?? '',
      ...(fields.client_key === undefined ? {} : { client_key: fields.client_key }),
    };
    uploadsOf.set(
      request,
      files.map((file, index) => ({
        filename: cleanFilename(file.filename),
        type: toAttachmentType(types[index]),
        bytes: file.bytes,
      })),
    );
  };
}

/** The name as shown to people: no path, no control characters, at most 200 characters. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}
