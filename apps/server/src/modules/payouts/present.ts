import {
  centiToPoints,
  type TAdminPayout,
  type TPayout,
  type TRevealedPayout,
} from '@parlor/contracts';
import { minorToAmount } from '../money/money-units';
import { decryptSecret } from './payout-crypto';
import type { PayoutRow } from './queries';

/** A payout as its owner sees it: the destination only masked. */
export function presentPayout(row: PayoutRow): TPayout {
  return {
    id: row.id,
    amount: minorToAmount(row.amountMinor, row.currency),
    currency: row.currency,
    points: centiToPoints(row.points),
    method: row.method,
    destination: row.destinationMask,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    reference: row.reference,
    reason: row.reason,
  };
}

/** The admin list's row: the owner and the personal details, the destination still masked. */
export function presentAdminPayout(row: PayoutRow, email: string): TAdminPayout {
  return {
    ...presentPayout(row),
    user_id: row.userId,
    user_email: email,
    first_name: row.firstName,
    last_name: row.lastName,
    country_id: row.countryId,
    city: row.city,
    address: row.address,
    zip: row.zip,
  };
}

/** Everything, decrypted: only for the audited reveal call. */
export function presentRevealedPayout(row: PayoutRow, email: string, key: Buffer): TRevealedPayout {
  const open = (stored: string | null) => (stored === null ? null : decryptSecret(key, stored));
  return {
    ...presentAdminPayout(row, email),
    pan: open(row.panEnc),
    iban: open(row.ibanEnc),
    account_number: open(row.accountNumberEnc),
    sort_code: open(row.sortCodeEnc),
    birth_date: open(row.birthDateEnc),
  };
}
