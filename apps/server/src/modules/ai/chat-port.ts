import type { CompanionPort } from '../chat/ports';
import { cancelCompanionReply } from './cancel-reply';
import { deleteSummariesOfClosedTopics } from './memory-queries';
import { withPendingReply } from './pending-reply-message';
import { dueAfter, jobUpsert } from './queries';
import { pendingOf, replyDelayMs, scheduleCompanionReply } from './schedule-reply';

/** The companion as chat asks for it (chat/ports.ts); app.ts hands it in. */
export const companionChatPort: CompanionPort = {
  replyDelayMs,
  scheduleReply: scheduleCompanionReply,
  pendingOf,
  replyJobSql: { upsert: jobUpsert, dueAfter },
  withPendingReply,
  cancelReply: cancelCompanionReply,
  deleteSummariesOfClosedTopics,
};
