import type { TAuditQuery } from '@parlor/contracts';
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

function nextDay(date: string): Date {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);
}

/** One page of the audit log with the actor's e-mail, filtered as asked. */
export async function selectAuditPage(db: Executor, query: TAuditQuery) {
  const where = and(
    query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.object_type ? eq(auditLog.objectType, query.object_type) : undefined,
    query.object_id ? eq(auditLog.objectId, query.object_id) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.createdAt, nextDay(query.to)) : undefined,
  );
  const order = query.dir === 'asc' ? asc(auditLog.id) : desc(auditLog.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorEmail: users.email,
        actorRole: auditLog.actorRole,
        action: auditLog.action,
        objectType: auditLog.objectType,
        objectId: auditLog.objectId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
