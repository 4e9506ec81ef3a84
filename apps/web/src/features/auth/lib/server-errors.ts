import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';

/**
 * Shows a failed call's field errors under their form fields (the first message of each,
 * spec §5). `fields` maps server field names to form fields. Answers the general message
 * to show when no field took an error (network failures, rate limits, ...).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, FieldPath<T>>>,
  fallback: string,
): string | null {
  if (!isApiError(error)) return fallback;
  let isShown = false;
  for (const [serverField, messages] of Object.entries(error.errors ?? {})) {
    const field = fields[serverField];
    const message = messages[0];
    if (field && message) {
      setError(field, { type: 'server', message }, { shouldFocus: !isShown });
      isShown = true;
    }
  }
  return isShown ? null : error.message || fallback;
}
