import type { TErrorEnvelope, TFieldErrors } from '@parlor/contracts';
import { isMessageKey, translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError, type AppError, type FieldMessage } from '../lib/app-error';
import { isDataException } from '../lib/database-errors';
import { errorLanguage } from './error-language';

/** Fastify's own client errors, answered with a translated message and their status. */
const fastifyErrorKeys: Record<string, TMessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.payloadTooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.badRequest',
  FST_ERR_BAD_URL: 'requests.badUrl',
  FST_ERR_INVALID_URL: 'requests.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'requests.urlTooLong',
};

function translateField(lang: string, message: FieldMessage): string {
  return typeof message === 'string'
    ? translate(lang, message)
    : translate(lang, message.key, message.params);
}

function sendEnvelope(reply: FastifyReply, statusCode: number, body: TErrorEnvelope) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

function fromAppError(lang: string, error: AppError) {
  const body: TErrorEnvelope = {
    status: error.envelopeStatus,
    message: translate(lang, error.messageKey, error.params),
  };
  if (error.code) body.code = error.code;
  if (error.fields) {
    body.errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [
        field,
        messages.map((message) => translateField(lang, message)),
      ]),
    );
  }
  if (error.payload) body.payload = error.payload;
  return body;
}

/** Turns zod issues into Laravel-style `errors`: dotted field path → translated messages. */
function fieldErrorsFromValidation(
  lang: string,
  validation: { instancePath: string; message?: string }[],
): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const raw = issue.message ?? 'errors.invalidValue';
    const message = isMessageKey(raw)
      ? translate(lang, raw)
      : translate(lang, 'errors.invalidValue');
    const messages = (errors[field] ??= []);
    // Two checks failing with one text (e.g. not an integer and too large) say it once.
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/**
 * The answer to any error: the envelope `{ status: 'ERROR', message, code?, errors? }` with
 * the error's status; a 5xx never reveals its cause. Fastify's own errors (an address that
 * cannot be decoded, a body that cannot be parsed) get their status and a translated message.
 */
export async function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = await errorLanguage(request);
  if (isAppError(error)) {
    if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
    return sendEnvelope(reply, error.statusCode, fromAppError(lang, error));
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrorsFromValidation(lang, error.validation);
    const first = Object.values(errors)[0]?.[0] ?? translate(lang, 'errors.validationFailed');
    return sendEnvelope(reply, 422, {
      status: 'ERROR',
      message: first,
      code: 'VALIDATION',
      errors,
    });
  }

  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const key =
      fastifyErrorKeys[error.code] ??
      (statusCode === 404 ? 'errors.notFound' : 'errors.badRequest');
    return sendEnvelope(reply, statusCode, { status: 'ERROR', message: translate(lang, key) });
  }

  if (isDataException(error)) {
    request.log.warn({ err: error }, 'input did not fit the database');
    return sendEnvelope(reply, 422, {
      status: 'ERROR',
      message: translate(lang, 'errors.invalidValue'),
      code: 'INVALID_VALUE',
    });
  }

  request.log.error({ err: error }, 'request failed');
  return sendEnvelope(reply, 500, { status: 'ERROR', message: translate(lang, 'errors.internal') });
}

/** One error handler for the whole app (framework errors before routing: see app.ts). */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

export default fp(errorsPlugin, { name: 'errors' });
