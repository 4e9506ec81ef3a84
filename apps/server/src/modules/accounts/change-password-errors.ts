import { changePasswordErrorFields } from '@parlor/contracts';
import { isMessageKey } from '@parlor/contracts/i18n';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldMessage } from '../../lib/app-error';

/**
 * The change-password call takes `cur_password`, `new_password`, `repeat_password`, but the
 * spec's client reads its errors as `current_password`, `password`, `password_confirmation`:
 * this answers the 422 under those names.
 */
export function changePasswordValidationError(error: Error): Error {
  if (!hasZodFastifySchemaValidationErrors(error)) return error;
  const fields: Record<string, FieldMessage[]> = {};
  for (const issue of error.validation) {
    const name = issue.instancePath.replace(/^\//, '').split('/')[0] || '_';
    const field = changePasswordErrorFields[name as keyof typeof changePasswordErrorFields] ?? name;
    const message =
      issue.message && isMessageKey(issue.message) ? issue.message : 'errors.invalidValue';
    (fields[field] ??= []).push(message);
  }
  const first = Object.values(fields)[0]?.[0];
  const key = typeof first === 'string' ? first : 'errors.validationFailed';
  return new AppError(422, key, { code: 'VALIDATION', fields });
}
