import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/**
 * House rule "no spam … no repeated messages": a sender may not send the same text
 * `repeat_message_limit` times in a row in one topic within `repeat_message_window_seconds`
 * — the last one is refused before anything is charged or stored. "In a row": the sender's
 * own previous messages in the topic (a companion reply in between does not break the row),
 * read among the topic's newest messages only, so the check stays a short index scan.
 */

/** How far back in a topic the sender's previous messages are looked for. */
const recentMessagesRead = 50;

export interface RepeatRule {
  /** The n-th same text in a row is refused; 0 or 1: no limit. */
  limit: number;
  windowSeconds: number;
}

/**
 * SQL true when sending `content` now would be the `limit`-th same text in a row. Values
 * may be SQL expressions (a prepared statement's placeholders, cast by the caller).
 */
export function isRepeatedSendSql(values: {
  topicId: SQL;
  senderId: SQL;
  content: SQL;
  limit: SQL;
  windowSeconds: SQL;
}): SQL {
  const { topicId, senderId, content, limit, windowSeconds } = values;
  return sql`(${limit} > 1 and ${content} <> '' and (
    select count(*) from (
      select recent.content, recent.created_at from (
        select ${messages.content} as content, ${messages.createdAt} as created_at,
               ${messages.senderId} as sender_id, ${messages.seq} as seq
        from ${messages}
        where ${messages.topicId} = ${topicId}
        order by ${messages.seq} desc
        limit ${recentMessagesRead}
      ) recent
      where recent.sender_id = ${senderId}
      order by recent.seq desc
      limit greatest(${limit} - 1, 0)
    ) previous
    where previous.content = ${content}
      and previous.created_at > now() - make_interval(secs => ${windowSeconds})
  ) >= ${limit} - 1)`;
}

/** Whether sending `content` now would break the rule (see above). */
export async function isRepeatedSend(
  db: Executor,
  options: { topicId: number; senderId: number; content: string; rule: RepeatRule },
): Promise<boolean> {
  const { topicId, senderId, content, rule } = options;
  const result = await db.execute(
    sql`select ${isRepeatedSendSql({
      topicId: sql`${topicId}::int`,
      senderId: sql`${senderId}::int`,
      content: sql`${content}::text`,
      limit: sql`${rule.limit}::int`,
      windowSeconds: sql`${rule.windowSeconds}::int`,
    })} as repeated`,
  );
  return rowsOf<{ repeated: boolean }>(result)[0]?.repeated === true;
}

/** The rule as the settings hold it. */
export function repeatRuleOf(settings: {
  repeat_message_limit: number;
  repeat_message_window_seconds: number;
}): RepeatRule {
  return {
    limit: settings.repeat_message_limit,
    windowSeconds: settings.repeat_message_window_seconds,
  };
}
