import type { TUserProfile } from '@parlor/contracts';
import { describe, expect, it } from 'vitest';
import { billingDefaults } from './billing-form';

const profile = (name: string) =>
  ({ id: 1, email: 'ada@example.com', name, surname: 'Lovelace' }) as TUserProfile;

describe('the top-up billing step', () => {
  it('does not pre-fill the registration placeholder name "User"', () => {
    expect(billingDefaults(profile('User'))).toMatchObject({ name: '', surname: 'Lovelace' });
  });

  it('pre-fills a name the person gave', () => {
    expect(billingDefaults(profile('Ada'))).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
    });
  });
});
