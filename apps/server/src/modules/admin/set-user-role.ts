import type { TSetUserRoleRequest } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit/write-audit';

/** Who changes the role: a signed-in admin, or `npm run admin:role` (id null, role `cli`). */
export interface RoleChangeActor {
  user: { id: number | null; role: string };
  ip: string | undefined;
}

/**
 * Gives or takes the moderator role (in the caller's transaction, audited as `user.role`
 * with the role before and after and the reason). An admin's own role, and any admin's, are
 * not changed here (admins are made with `npm run admin:create`). Answers the user's id.
 * After the commit the caller announces the change, so no instance keeps the old role.
 */
export async function setUserRole(
  tx: Executor,
  actor: RoleChangeActor,
  target: { userId: number } | { email: string },
  { role, reason }: TSetUserRoleRequest,
): Promise<number> {
  const [user] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      'userId' in target
        ? eq(users.id, target.userId)
        : sql`lower(${users.email}) = lower(${target.email.trim()})`,
    )
    .for('update');
  if (!user) throw AppError.notFound();
  if (user.id === actor.user.id) throw AppError.field('role', 'admin.errors.cannotChangeOwnRole');
  if (user.role === 'admin') throw AppError.field('role', 'admin.errors.cannotChangeAdminRole');
  if (user.role !== role) await tx.update(users).set({ role }).where(eq(users.id, user.id));
  await writeAudit(tx, actor, {
    action: 'user.role',
    objectType: 'user',
    objectId: user.id,
    before: { role: user.role },
    after: { role, reason },
  });
  return user.id;
}
