import {
  centiToPoints,
  paginationMeta,
  type TAdminReportRow,
  type TAdminUserRow,
  type TPaginationMeta,
} from '@parlor/contracts';
import { reportReasonText } from '../chat/present-evidence';
import type { AdminUserRow } from './users-queries';
import type { ReportRow } from './reports-queries';

type UserRow = AdminUserRow;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One page of an admin list (`adminPage`): its rows as presented and where the page stands. */
export function presentPage<Row, Item>(
  query: { page: number; per_page: number },
  { rows, total }: { rows: Row[]; total: number },
  present: (row: Row) => Item,
): { items: Item[]; meta: TPaginationMeta } {
  return { items: rows.map(present), meta: paginationMeta(query.page, query.per_page, total) };
}

/** A user as the admin lists show it (points, not hundredths). */
export function presentAdminUser(row: UserRow): TAdminUserRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    balance: centiToPoints(row.balance),
    earnings_pending: centiToPoints(row.earningsPending),
    earnings_available: centiToPoints(row.earningsAvailable),
    is_interlocutor: row.interlocutorSince !== null,
    is_verified: row.emailVerifiedAt !== null,
    blocked_scope: row.blockedScope,
    is_deleted: row.isDeleted,
    chat_nickname: row.chatNickname,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's whole profile for the detail page. */
export function presentAdminUserDetail(row: UserRow) {
  return {
    ...presentAdminUser(row),
    surname: row.surname,
    phone: row.phone,
    blocked_at: iso(row.blockedAt),
    blocked_reason: row.blockedReason,
    interlocutor_since: iso(row.interlocutorSince),
    channel_expire_at: iso(row.channelExpireAt),
  };
}

export function presentReport(row: ReportRow, lang: string): TAdminReportRow {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    resolution: row.resolution,
    reason: row.reason,
    reason_text: reportReasonText(row.reason, lang),
    details: row.details,
    handled_note: row.handledNote,
    created_at: row.createdAt.toISOString(),
    handled_at: iso(row.handledAt),
    topic: { id: row.topicId, title: row.topicTitle, is_closed: row.topicIsClosed },
    reporter: { id: row.reporterId, email: row.reporterEmail, name: row.reporterName },
    reported_user:
      row.reportedUserId !== null && row.reportedEmail !== null
        ? {
            id: row.reportedUserId,
            email: row.reportedEmail,
            name: row.reportedName ?? '',
            blocked_scope: row.reportedBlockedScope,
          }
        : null,
  };
}
