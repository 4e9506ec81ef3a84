import { describe, expect, it } from 'vitest';
import { AppError, checkFields } from './app-error';

describe('checkFields', () => {
  it('answers the results in order when every check passes', async () => {
    await expect(checkFields([() => 1, async () => 'two', () => undefined])).resolves.toEqual([
      1,
      'two',
      undefined,
    ]);
  });

  it('runs every check and throws one 422 naming each failed field', async () => {
    let ranLast = false;
    const failure = await checkFields([
      () => {
        throw AppError.field('phone', 'auth.validation.phoneRequired');
      },
      () => {
        throw new AppError(422, 'auth.validation.emailTaken', {
          code: 'EMAIL_TAKEN',
          fields: { email: ['auth.validation.emailTaken'] },
        });
      },
      () => {
        ranLast = true;
      },
    ]).catch((error: unknown) => error);
    expect(ranLast).toBe(true);
    expect(failure).toBeInstanceOf(AppError);
    const error = failure as AppError;
    expect(error.statusCode).toBe(422);
    expect(error.messageKey).toBe('auth.validation.phoneRequired');
    expect(Object.keys(error.fields ?? {})).toEqual(['phone', 'email']);
  });

  it('lets other errors through at once', async () => {
    const boom = new Error('database down');
    await expect(
      checkFields([
        () => {
          throw boom;
        },
      ]),
    ).rejects.toBe(boom);
  });
});
