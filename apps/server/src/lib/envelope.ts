import type { TOkEnvelope } from '@parlor/contracts';

/** The success envelope `{ status: 'OK', payload, message? }`. */
export function ok<T>(payload: T, message?: string): TOkEnvelope<T> {
  return message === undefined ? { status: 'OK', payload } : { status: 'OK', payload, message };
}
