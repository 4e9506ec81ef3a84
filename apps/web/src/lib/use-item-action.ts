import { useState } from 'react';

/**
 * An action on one item of a list (revoke a token, remove a device, unblock a person): `busyId`
 * is the item it runs on, so that its button shows it is busy, until the action settles.
 */
export function useItemAction() {
  const [busyId, setBusyId] = useState<number | null>(null);
  const runOn = async (id: number, action: () => Promise<void>) => {
    setBusyId(id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, runOn };
}
