import {
  normalizeIban,
  normalizePan,
  normalizeSortCode,
  type TPayoutMethod,
  type TPayoutRequest,
} from '@parlor/contracts';

/** The secret details of one payout, normalised (digits only, electronic IBAN). */
export interface PayoutSecrets {
  pan: string | null;
  iban: string | null;
  accountNumber: string | null;
  sortCode: string | null;
  birthDate: string | null;
}

const bullets = (count: number) => '•'.repeat(count);

/** Picks and normalises the fields of the chosen method (others sent along are ignored). */
export function secretsOf(request: TPayoutRequest): PayoutSecrets {
  const none: PayoutSecrets = {
    pan: null,
    iban: null,
    accountNumber: null,
    sortCode: null,
    birthDate: null,
  };
  if (request.method === 'card') return { ...none, pan: normalizePan(request.pan ?? '') };
  if (request.method === 'sepa') return { ...none, iban: normalizeIban(request.iban ?? '') };
  return {
    ...none,
    accountNumber: request.account_number ?? '',
    sortCode: normalizeSortCode(request.sort_code ?? ''),
    birthDate: request.birth_date ?? '',
  };
}

/** What identifies where the money goes (the birth date does not). */
export function destinationKey(method: TPayoutMethod, secrets: PayoutSecrets): string {
  if (method === 'card') return secrets.pan ?? '';
  if (method === 'sepa') return secrets.iban ?? '';
  return `${secrets.sortCode ?? ''}/${secrets.accountNumber ?? ''}`;
}

/**
 * The only form in which a destination is shown or logged: `•••• 4242` (card),
 * `DE•• •••• 3000` (IBAN: country and last four), `••-••-56 •••• 5678` (sort code, account).
 */
export function maskDestination(method: TPayoutMethod, secrets: PayoutSecrets): string {
  if (method === 'card') return `${bullets(4)} ${(secrets.pan ?? '').slice(-4)}`;
  if (method === 'sepa') {
    const iban = secrets.iban ?? '';
    return `${iban.slice(0, 2)}${bullets(2)} ${bullets(4)} ${iban.slice(-4)}`;
  }
  const sortCode = secrets.sortCode ?? '';
  return `${bullets(2)}-${bullets(2)}-${sortCode.slice(-2)} ${bullets(4)} ${(secrets.accountNumber ?? '').slice(-4)}`;
}
