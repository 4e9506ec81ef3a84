import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { checkPayoutDestination } from '../api/payouts';
import { destinationToCheck, type PayoutForm } from '../lib/payout-form';

/**
 * Calls `onNew` once the destination typed in full is new by the server's rule (never paid
 * to), so the password shows up front. Within 10 minutes of a password sign-in the server does
 * not insist (`needs_password` false), so the field may stay empty then.
 */
export function useNewDestinationCheck(control: Control<PayoutForm>, onNew: () => void) {
  const [method, pan, iban, accountNumber, sortCode] = useWatch({
    control,
    name: ['method', 'pan', 'iban', 'account_number', 'sort_code'],
  });
  useEffect(() => {
    const destination = destinationToCheck({
      method,
      pan,
      iban,
      account_number: accountNumber,
      sort_code: sortCode,
    });
    if (!destination) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      checkPayoutDestination(destination).then(
        (status) => {
          if (isCurrent && status.is_new) onNew();
        },
        // Unknown: the payout's own answer still asks for the password if needed.
        () => undefined,
      );
    }, 300);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
    // `onNew` only sets state; the check reruns when the destination changes, not the callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method, pan, iban, accountNumber, sortCode]);
}
