import {
  ZAdminIdParamsSchema,
  ZHelpLinesAnswerSchema,
  ZSafetyAlertSchema,
  adminLimits,
  safetyAlertsShown,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { pickLocalized } from '../../lib/localized';
import { currentUser } from '../../plugins/auth/auth';
import { presentEvidenceLine } from '../chat/present-evidence';
import { safeUntilShown } from '../chat/safe-mode';
import { selectRecentTopicLines } from '../chat/report-evidence';
import { helpLinesOfUser } from './help-lines';
import { markAlertHandled, selectAlerts } from './queries';

/**
 * The safety lane: the caller's help lines, and the moderators' list of topics
 * where a crisis was detected.
 */
export default async function safetyRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags: ['admin'], guard: app.requireModerator });

  route.get(
    '/help-lines',
    {
      guard: app.requireUser,
      tags: ['chat'],
      summary:
        "The caller's help lines in a crisis: their country's emergency number and crisis lines",
      answer: ZHelpLinesAnswerSchema,
    },
    async (request) =>
      ok(await helpLinesOfUser(app, { userId: currentUser(request).id, lang: request.lang })),
  );

  route.get(
    '/admin/safety-alerts',
    {
      summary:
        'Topics where a crisis was detected (open first), with their recent messages (moderator, admin)',
      answer: z.array(ZSafetyAlertSchema),
    },
    async (request) => {
      const rows = await selectAlerts(app.db, { limit: safetyAlertsShown });
      const recent = await selectRecentTopicLines(
        app.db,
        new Map(rows.map((row) => [row.alert.topicId, row.topicOwnerId])),
        adminLimits.recentMessages,
      );
      return ok(
        rows.map(({ alert, topicTitle, roomTitle, safeUntil, isClosed, userEmail, userName }) => ({
          id: alert.id,
          topic_id: alert.topicId,
          topic_title: topicTitle,
          room_title: pickLocalized(roomTitle, request.lang),
          user_id: alert.userId,
          user:
            alert.userId !== null && userEmail !== null
              ? { id: alert.userId, email: userEmail, name: userName ?? '' }
              : null,
          created_at: alert.createdAt.toISOString(),
          safe_until: safeUntilShown({ safeUntil }),
          is_closed: isClosed,
          handled_at: alert.handledAt?.toISOString() ?? null,
          recent_messages: (recent.get(alert.topicId) ?? []).map((line) =>
            presentEvidenceLine(line, request.lang),
          ),
        })),
      );
    },
  );

  route.post(
    '/admin/safety-alerts/:id/handled',
    {
      summary: 'Marks a safety alert as handled (moderator, admin)',
      params: ZAdminIdParamsSchema,
      answer: z.object({ id: z.number().int() }),
    },
    async (request) => {
      const done = await markAlertHandled(app.db, {
        id: request.params.id,
        userId: currentUser(request).id,
      });
      if (!done) throw AppError.notFound('admin.errors.alertNotFound');
      return ok({ id: request.params.id });
    },
  );
}
