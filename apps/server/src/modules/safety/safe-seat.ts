import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isApprovedInterlocutor } from '../chat/seat-policy';
import { isInSafeMode } from '../chat/safe-mode';

/** 403 for a walk-in at a topic in safe mode (only approved interlocutors may take its seat). */
export const seatInSafeMode = () =>
  AppError.forbidden('safety.errors.seatSafeMode', { code: 'SEAT_SAFE_MODE' });

/**
 * A topic in safe mode is closed to walk-ins: only an approved interlocutor may take its
 * seat. Throws the 403 with its sentence for anyone else.
 */
export async function assertMayTakeSafeSeat(
  tx: Executor,
  { topic, userId }: { topic: { safeUntil: Date | null }; userId: number },
): Promise<void> {
  if (!isInSafeMode(topic)) return;
  if (!(await isApprovedInterlocutor(tx, userId))) throw seatInSafeMode();
}
