import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { auditActor, writeAudit, type AuditEntry } from '../audit/write-audit';

/**
 * Runs one content change and its audit row in one transaction, then drops the reference
 * cache here and announces `reference_changed` on the bus, so every instance serves the
 * change at once (as settings do). Answers what the change answers.
 */
export async function applyContentChange<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  change: (tx: Executor) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  const result = await app.db.transaction(async (tx) => {
    const { result: changed, audit } = await change(tx);
    await writeAudit(tx, auditActor(request), audit);
    return changed;
  });
  await app.reference.announceChange();
  return result;
}
