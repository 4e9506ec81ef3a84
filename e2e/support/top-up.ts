import type { Locator } from '@playwright/test';

/**
 * Types what the top-up billing step does not prefill: the name (unless the person gave one;
 * the registration's placeholder `User` is not offered), the surname and a Berlin address.
 */
export async function fillTopUpBillingAddress(dialog: Locator): Promise<void> {
  const name = dialog.getByLabel('Name', { exact: true });
  if ((await name.inputValue()) === '') await name.fill('Ada');
  await dialog.getByLabel('Surname').fill('Lovelace');
  await dialog.locator('select[name="country"]').selectOption({ label: 'Germany' });
  await dialog.getByLabel('City').fill('Berlin');
  await dialog.getByLabel('Address').fill('Unter den Linden 1');
  await dialog.getByLabel('Post code').fill('10117');
}
