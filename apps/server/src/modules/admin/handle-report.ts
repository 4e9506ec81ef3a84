import {
  moderationErrorCodes,
  type THandleReportRequest,
  type TReportAction,
} from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportResolution } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { announceCredentialsChanged } from '../../plugins/auth/credential-events';
import { auditActor, writeAudit } from '../audit/write-audit';
import { participantIds, publishToUsers } from '../chat/events';
import { removeFrozenEvidence } from '../chat/freeze-report-evidence';
import { releaseInterlocutorSeats } from '../interlocutors/end-interlocutor-seat';
import { blockUserInTransaction } from './block-user';
import { notifyReporter } from './notify-reporter';
import { closeTopicForModeration, markReportHandled, selectReport } from './reports-queries';

const resolutions: Record<TReportAction, ReportResolution> = {
  close_topic: 'topic_closed',
  block_chat: 'user_blocked_chat',
  block_account: 'user_blocked_account',
  dismiss: 'dismissed',
};

const alreadyHandled = () =>
  new AppError(409, 'admin.errors.reportHandled', { code: moderationErrorCodes.reportHandled });

/**
 * Acts on one open report — close its topic, block the reported user from chat or the
 * whole account, or dismiss it — and marks it handled, in one audited transaction. Then
 * the topic's open pages learn it was closed by a moderator, a blocked user's sockets
 * close, and the reporter gets an e-mail notice. A report is handled once (409 after).
 */
export async function handleReport(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { reportId: number; input: THandleReportRequest },
): Promise<void> {
  const { action, note } = options.input;
  const actor = auditActor(request);
  const report = await selectReport(app.db, options.reportId);
  if (!report) throw AppError.notFound();
  if (report.status !== 'open') throw alreadyHandled();
  const blockScope =
    action === 'block_chat' ? 'chat' : action === 'block_account' ? 'account' : null;
  const blockedUserId = report.reportedUserId;
  if (blockScope && blockedUserId === null) {
    throw AppError.field('action', 'admin.errors.nobodyToBlock');
  }

  let closedTopic = false;
  await app.db.transaction(async (tx) => {
    if (
      !(await markReportHandled(tx, {
        reportId: report.id,
        handledBy: actor.user.id,
        resolution: resolutions[action],
        note,
      }))
    ) {
      throw alreadyHandled();
    }
    // Kept after a participant's deletion only until now: the others' lines may quote them.
    await removeFrozenEvidence(tx, report.id);
    if (action === 'close_topic') closedTopic = await closeTopicForModeration(tx, report.topicId);
    if (blockScope && blockedUserId !== null) {
      await blockUserInTransaction(tx, request, {
        userId: blockedUserId,
        scope: blockScope,
        reason: note || `report #${report.id}`,
      });
    }
    await writeAudit(tx, actor, {
      action: 'report.handle',
      objectType: 'report',
      objectId: report.id,
      before: { status: 'open', resolution: null },
      after: { status: 'handled', resolution: resolutions[action], note: note || null },
    });
  });

  if (closedTopic) {
    await publishToUsers(
      app,
      participantIds({ userId: report.topicOwnerId, guestId: report.topicGuestId }),
      () => ({ type: 'closed', topic_id: report.topicId, reason: 'moderation' }),
    );
  }
  if (blockScope && blockedUserId !== null) {
    await releaseInterlocutorSeats(app, blockedUserId);
    await announceCredentialsChanged(app, blockedUserId);
  }
  await notifyReporter(app, report, action);
}
