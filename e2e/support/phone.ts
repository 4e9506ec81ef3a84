import type { Locator } from '@playwright/test';

/** The phone field's country combobox in a form or dialog. */
export function phoneCountry(scope: Locator): Locator {
  return scope.getByRole('combobox', { name: 'Phone country code' });
}

/** Chooses a country (its English name) from the phone field's list, as a mouse user does. */
export async function choosePhoneCountry(scope: Locator, name: string): Promise<void> {
  await phoneCountry(scope).click();
  await scope.getByRole('option', { name: new RegExp(`^${name} \\(\\+\\d+\\)$`) }).click();
}
