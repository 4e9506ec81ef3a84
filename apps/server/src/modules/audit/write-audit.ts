import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth/sessions';

export interface AuditEntry {
  /** What was done, `<object>.<verb>`, e.g. `application.approve`. */
  action: string;
  objectType: string;
  objectId?: string | number | null;
  /** The object's state before the change (null when it was created). */
  before?: unknown;
  /** The object's state after the change (null when it was deleted). */
  after?: unknown;
}

/**
 * Writes one audit row for an operator's change: who (id and role at the time), what,
 * before → after, from which address. Call it with the transaction that makes the
 * change, so the change and its record commit together.
 */
export async function writeAudit(
  tx: Executor,
  /** A signed-in operator, or a command run on the server (id null, role `cli`). */
  actor: { user: { id: number | null; role: string }; ip: string | undefined },
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.user.id,
    actorRole: actor.user.role,
    action: entry.action,
    objectType: entry.objectType,
    objectId:
      entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip?.slice(0, 64) ?? null,
  });
}

/** The actor of a request guarded by requireAdmin or requireModerator. */
export function auditActor(request: FastifyRequest): { user: AuthUser; ip: string } {
  if (!request.user) throw new Error('auditActor needs a signed-in request');
  return { user: request.user, ip: request.ip };
}
