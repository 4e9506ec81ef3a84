import { readFileSync } from 'node:fs';
import { AppError } from '../../lib/app-error';

let commonPasswords: Set<string> | undefined;

/** The shipped list (data/common-passwords.txt), loaded once on first use. */
function loadCommonPasswords(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const text = readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8');
  commonPasswords = new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** True when the password is one of the most common ones, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.trim().toLowerCase());
}

/**
 * The server-side rule on top of the shared schema (length and character classes):
 * refuses the most common passwords with a clear message under `field`.
 */
export function assertPasswordNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(422, 'auth.validation.passwordCommon', {
      code: 'PASSWORD_TOO_COMMON',
      fields: { [field]: ['auth.validation.passwordCommon'] },
    });
  }
}
