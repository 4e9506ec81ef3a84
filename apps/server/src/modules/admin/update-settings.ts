import {
  ZStoredSettingsSchema,
  type TAdminSettingsUpdate,
  type TStoredSettings,
} from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit } from '../audit/write-audit';
import { upsertSetting } from '../../plugins/reference-queries';
import { wakeEarningsRelease } from '../interlocutors/earnings-release-timer';
import { reschedulePendingEarnings } from '../interlocutors/reschedule-pending-earnings';

/**
 * Writes the changed settings and their audit row in one transaction, then tells every
 * instance to drop its cached settings. Keys sent with their current value are not
 * changes and are left out of the audit row. A new hold before payout re-dates the pending
 * earnings too. Answers the settings now in force.
 */
export async function updateSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  changes: TAdminSettingsUpdate,
): Promise<TStoredSettings> {
  const current = await app.reference.settings();
  const settingKeys = Object.keys(ZStoredSettingsSchema.shape) as (keyof TStoredSettings)[];
  const next: TStoredSettings = { ...current };
  for (const key of settingKeys) {
    if (changes[key] !== undefined) Object.assign(next, { [key]: changes[key] });
  }
  if (next.bot_reply_interval_min > next.bot_reply_interval_max) {
    throw AppError.field('bot_reply_interval_min', 'admin.errors.intervalOrder');
  }
  const changedKeys = settingKeys.filter(
    (key) => JSON.stringify(current[key]) !== JSON.stringify(next[key]),
  );
  if (changedKeys.length === 0) return current;

  const nextRelease = await app.db.transaction(async (tx) => {
    for (const key of changedKeys) await upsertSetting(tx, key, next[key]);
    await writeAudit(tx, auditActor(request), {
      action: 'settings.update',
      objectType: 'settings',
      before: Object.fromEntries(changedKeys.map((key) => [key, current[key]])),
      after: Object.fromEntries(changedKeys.map((key) => [key, next[key]])),
    });
    return changedKeys.includes('earning_hold_days')
      ? reschedulePendingEarnings(tx, next.earning_hold_days)
      : undefined;
  });
  await app.reference.announceChange();
  if (nextRelease) wakeEarningsRelease(app, nextRelease);
  return app.reference.settings();
}
