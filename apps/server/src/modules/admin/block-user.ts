import type { TBlockScope } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../../db/client';
import {
  announceCredentialsChanged,
  announceUserChanged,
} from '../../plugins/auth/credential-events';
import { deleteAllCredentials } from '../../plugins/auth/sessions';
import { auditActor, writeAudit } from '../audit/write-audit';
import { releaseInterlocutorSeats } from '../interlocutors/end-interlocutor-seat';
import { selectAdminUser, setUserBlock } from './users-queries';

function blockState(row: { blockedScope: string | null; blockedReason: string | null }) {
  return { blocked_scope: row.blockedScope, blocked_reason: row.blockedReason };
}

/**
 * Blocks a user (in the caller's transaction, audited): from chat only, or the whole
 * account — then every session and bearer token of the user ends at once. Staff accounts
 * and the caller's own are refused. After the commit, call announceCredentialsChanged so
 * the user's open sockets re-check their credential (and close).
 */
export async function blockUserInTransaction(
  tx: Executor,
  request: FastifyRequest,
  options: { userId: number; scope: TBlockScope; reason: string },
): Promise<void> {
  const actor = auditActor(request);
  const user = await selectAdminUser(tx, options.userId);
  if (!user) throw AppError.notFound();
  if (user.id === actor.user.id) throw AppError.field('scope', 'admin.errors.cannotBlockSelf');
  if (user.role !== 'user') throw AppError.field('scope', 'admin.errors.cannotBlockStaff');
  await setUserBlock(tx, user.id, { scope: options.scope, reason: options.reason });
  if (options.scope === 'account') await deleteAllCredentials(tx, user.id);
  await writeAudit(tx, actor, {
    action: 'user.block',
    objectType: 'user',
    objectId: user.id,
    before: blockState(user),
    after: { blocked_scope: options.scope, blocked_reason: options.reason },
  });
}

/** Blocks a user and closes the user's sockets when the whole account is blocked. */
export async function blockUser(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { userId: number; scope: TBlockScope; reason: string },
): Promise<void> {
  await app.db.transaction((tx) => blockUserInTransaction(tx, request, options));
  // A blocked interlocutor's seats go free at once; their owners may search again.
  await releaseInterlocutorSeats(app, options.userId);
  await announceCredentialsChanged(app, options.userId);
}

/**
 * Lifts a user's block (audited with the reason). 422 when the user is not blocked. Every
 * instance forgets the user's remembered sessions at once, so the user may chat again with
 * the next request wherever it is served.
 */
export async function unblockUser(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { userId: number; reason: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const user = await selectAdminUser(tx, options.userId);
    if (!user) throw AppError.notFound();
    if (!user.blockedScope) throw AppError.field('reason', 'admin.errors.notBlocked');
    await setUserBlock(tx, user.id, null);
    await writeAudit(tx, auditActor(request), {
      action: 'user.unblock',
      objectType: 'user',
      objectId: user.id,
      before: blockState(user),
      after: { blocked_scope: null, blocked_reason: null, unblock_reason: options.reason },
    });
  });
  await announceUserChanged(app, options.userId);
}
