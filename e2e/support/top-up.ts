import { en } from '@parlor/contracts/i18n';
import type { Locator } from '@playwright/test';

/** The billing step's labels in one language (the English catalogue's by default). */
type BillingLabels = Record<'name' | 'surname' | 'city' | 'address' | 'postCode', string>;

/**
 * Types what the top-up billing step does not prefill: the name (unless the person gave one;
 * the registration's placeholder `User` is not offered), the surname and a Berlin address.
 * The country is Germany by its English name, or the list's first country in another
 * language (whose names differ).
 */
export async function fillTopUpBillingAddress(
  dialog: Locator,
  labels: BillingLabels = en.money.topUp,
): Promise<void> {
  const name = dialog.getByLabel(labels.name, { exact: true });
  if ((await name.inputValue()) === '') await name.fill('Ada');
  await dialog.getByLabel(labels.surname, { exact: true }).fill('Lovelace');
  await dialog
    .locator('select[name="country"]')
    .selectOption(labels === en.money.topUp ? { label: 'Germany' } : { index: 1 });
  await dialog.getByLabel(labels.city, { exact: true }).fill('Berlin');
  await dialog.getByLabel(labels.address, { exact: true }).fill('Unter den Linden 1');
  await dialog.getByLabel(labels.postCode, { exact: true }).fill('10117');
}
