import type { Locator } from '@playwright/test';

/** Fills the "Request payout" dialog: a SEPA payout of `euros` to Ada Lovelace, not submitted. */
export async function fillSepaPayoutRequest(dialog: Locator, euros: number): Promise<void> {
  await dialog.getByLabel('Amount (EUR)').fill(String(euros));
  await dialog.getByLabel('Payout method').selectOption({ label: 'SEPA bank transfer' });
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Country').selectOption({ label: 'Germany' });
  await dialog.getByLabel('City').fill('Berlin');
  await dialog.getByLabel('Address', { exact: true }).fill('Unter den Linden 1');
  await dialog.getByLabel('ZIP code').fill('10117');
  await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
}
