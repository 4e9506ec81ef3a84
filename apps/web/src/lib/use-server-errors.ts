import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Where a form shows the server's field errors: server field name → form field, or a list of
 * fields named alike on both sides, or a function for names that follow a rule.
 */
export type ServerFieldMap<T extends FieldValues> =
  | Partial<Record<string, FieldPath<T>>>
  | readonly FieldPath<T>[]
  | ((serverField: string) => FieldPath<T> | undefined);

export interface ServerErrorsOptions {
  /** Focus the first field that shows a server error (the default). */
  shouldFocus?: boolean;
}

/** What a failed call left beside the errors it put under the form's fields. */
export interface AppliedServerErrors {
  /** At least one field of the form shows an error of the answer. */
  isShownUnderField: boolean;
  /** The first message for a field the form does not have, if any. */
  unshownMessage: string | undefined;
}

function formFieldOf<T extends FieldValues>(
  fields: ServerFieldMap<T>,
  serverField: string,
): FieldPath<T> | undefined {
  if (typeof fields === 'function') return fields(serverField);
  if (Array.isArray(fields)) {
    return (fields as readonly string[]).includes(serverField)
      ? (serverField as FieldPath<T>)
      : undefined;
  }
  return (fields as Partial<Record<string, FieldPath<T>>>)[serverField];
}

/**
 * Puts a failed call's field errors (the envelope's `errors`) under the form's fields: the
 * first message of each field (spec §5), the first such field focused unless told otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFieldMap<T>,
  { shouldFocus = true }: ServerErrorsOptions = {},
): AppliedServerErrors {
  const shown = new Set<string>();
  let unshownMessage: string | undefined;
  if (!isApiError(error)) return { isShownUnderField: false, unshownMessage };
  for (const [serverField, messages] of Object.entries(error.errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const field = formFieldOf(fields, serverField);
    if (!field) {
      unshownMessage ??= message;
    } else if (!shown.has(field)) {
      setError(field, { type: 'server', message }, { shouldFocus: shouldFocus && !shown.size });
      shown.add(field);
    }
  }
  return { isShownUnderField: shown.size > 0, unshownMessage };
}

/**
 * The general message of a failed call once its field errors are shown: none when a field
 * shows one, else the answer's message, else `fallback` (a failure without an answer).
 */
export function generalServerMessage(
  error: unknown,
  applied: AppliedServerErrors,
  fallback: string,
): string | null {
  if (!isApiError(error)) return fallback;
  return applied.isShownUnderField ? null : error.message || fallback;
}

/**
 * A form's server errors: `show(error, fallback)` puts the field errors under their fields
 * and keeps the general message (`generalError`) for the form to show above its button;
 * `apply` only puts the field errors, for forms that word the rest themselves.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: ServerFieldMap<T>,
  options: ServerErrorsOptions = {},
) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const apply = (error: unknown) => applyServerErrors(error, setError, fields, options);
  return {
    generalError,
    setGeneralError,
    clear: () => setGeneralError(null),
    apply,
    /** Shows the field errors and keeps the general message; answers that message. */
    show: (error: unknown, fallback: string) => {
      const message = generalServerMessage(error, apply(error), fallback);
      setGeneralError(message);
      return message;
    },
  };
}
