import { reportReasons, type TAdminEvidenceLine, type TReportReason } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import { messageTextFor } from './present';
import type { EvidenceLine } from './report-evidence';

/**
 * A line of a conversation as a moderator reads it (reports, safety alerts): who wrote it by
 * their role, a seat line in words as the chat shows it, an erased line as
 * "[deleted account]", all in the reader's language.
 */
export function presentEvidenceLine(line: EvidenceLine, lang: string): TAdminEvidenceLine {
  return {
    id: line.id,
    sender_id: line.senderId,
    sender_kind: line.senderKind,
    sender_role: line.role,
    content: line.isErased
      ? translate(lang, 'admin.console.reports.deletedAccount')
      : messageTextFor(line, lang),
    created_at: line.createdAt,
  };
}

/** A report's reason in the reader's words: a code by the label the reporter chose it by. */
export function reportReasonText(reason: string | null, lang: string): string | null {
  if (reason === null) return null;
  return (reportReasons as readonly string[]).includes(reason)
    ? translate(lang, `chat.report.${reason as TReportReason}`)
    : reason;
}
