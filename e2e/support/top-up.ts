import type { Locator } from '@playwright/test';

/** Types what the top-up billing step does not prefill: the surname and a Berlin address. */
export async function fillTopUpBillingAddress(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Surname').fill('Lovelace');
  await dialog.locator('select[name="country"]').selectOption({ label: 'Germany' });
  await dialog.getByLabel('City').fill('Berlin');
  await dialog.getByLabel('Address').fill('Unter den Linden 1');
  await dialog.getByLabel('Post code').fill('10117');
}
