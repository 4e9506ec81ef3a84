import { z } from 'zod';
import type { TMessageKey } from './i18n';

/**
 * Makes zod answer translation keys instead of English sentences for the failures a
 * schema does not name itself. The server translates them for the caller's language;
 * the web forms translate them with `t()`. Call once at start-up on each side.
 */
export function configureZodMessages(): void {
  z.config({
    customError: (issue): TMessageKey => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'errors.required';
      if (issue.code === 'too_big') {
        return issue.origin === 'number' || issue.origin === 'bigint'
          ? 'errors.tooLarge'
          : 'errors.tooLong';
      }
      if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
        return 'errors.required';
      }
      return 'errors.invalidValue';
    },
  });
}
