import { en } from '@parlor/contracts/i18n';
import type { Locator } from '@playwright/test';

/** The payout dialog's labels and method names in one language (the English ones by default). */
type PayoutLabels = {
  modal: Record<
    | 'amount'
    | 'method'
    | 'firstName'
    | 'lastName'
    | 'country'
    | 'city'
    | 'address'
    | 'zip'
    | 'iban',
    string
  >;
  methods: Record<'sepa', string>;
};

/**
 * Fills the "Request payout" dialog: a SEPA payout of `euros` to Ada Lovelace, not submitted.
 * The country is Germany by its English name, or the list's first country in another
 * language (whose names differ).
 */
export async function fillSepaPayoutRequest(
  dialog: Locator,
  euros: number,
  labels: PayoutLabels = en.payouts,
): Promise<void> {
  const { modal } = labels;
  await dialog.getByLabel(modal.amount.replace('{currency}', 'EUR')).fill(String(euros));
  await dialog.getByLabel(modal.method).selectOption({ label: labels.methods.sepa });
  await dialog.getByLabel(modal.firstName).fill('Ada');
  await dialog.getByLabel(modal.lastName).fill('Lovelace');
  await dialog
    .getByLabel(modal.country)
    .selectOption(labels === en.payouts ? { label: 'Germany' } : { index: 1 });
  await dialog.getByLabel(modal.city).fill('Berlin');
  await dialog.getByLabel(modal.address, { exact: true }).fill('Unter den Linden 1');
  await dialog.getByLabel(modal.zip).fill('10117');
  await dialog.getByLabel(modal.iban).fill('DE89 3704 0044 0532 0130 00');
}
