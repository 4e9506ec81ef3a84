import { isApiError } from '../../../lib/api-client';

/**
 * Splits a failed checkout into field errors for the billing form (first message of each,
 * spec §5) and one general message. Field names of the server are those of the form;
 * `phoneData.*` belongs to the phone. Amount and bundle errors become the general message.
 */
export function checkoutErrors(
  error: unknown,
  formFields: readonly string[],
  texts: { correctErrors: string; fallback: string },
): { fields: Record<string, string>; general: string } {
  // Network failures and timeouts: the spec's own text rather than the transport's.
  if (!isApiError(error) || error.status === 0) return { fields: {}, general: texts.fallback };
  const fields: Record<string, string> = {};
  let otherMessage: string | undefined;
  for (const [serverField, messages] of Object.entries(error.errors ?? {})) {
    const field = serverField.startsWith('phone') ? 'phoneData' : serverField;
    const message = messages[0];
    if (!message) continue;
    if (formFields.includes(field)) fields[field] ??= message;
    else otherMessage ??= message;
  }
  if (Object.keys(fields).length > 0) return { fields, general: texts.correctErrors };
  return { fields, general: otherMessage ?? (error.message || texts.fallback) };
}
