import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { topics, type MessageAttachment } from '../../db/schema';
import { balanceChangeSteps } from '../ledger/apply-balance-change';
import type { CompanionPort } from './ports';
import type { MessageTopic } from './present';
import type { MessageJson, MessageRow } from './message-rows';
import type { RepeatRule } from './repeated-send';
import { plainPaidSendCondition } from './send-rules';
import { storedMessageJson, storedRowOf, storeMessageSteps } from './store-message';
import { rowsOf } from '../../db/rows';
import { preparedStatement, type PreparedStatement } from '../../db/prepared-statement';

export interface PaidSend {
  topic: MessageTopic;
  row: MessageRow;
  balanceCenti: number;
  /** The companion's reply scheduled with the message (an owner alone in an AI topic). */
  job: { id: number; messageId: number; isRunning: boolean } | null;
}

interface StatementRow {
  topic_id: number | null;
  user_id: number | null;
  guest_id: number | null;
  companion_name: string | null;
  guest_since_message_id: string | number | null;
  message: MessageJson | string | null;
  balance_after: string | number | null;
  job_id: string | number | null;
  job_message_id: string | number | null;
  job_is_running: boolean | null;
}

export interface PaidSendValues extends Record<string, unknown> {
  topicId: number;
  senderId: number;
  content: string;
  /** The attachments as JSON text. */
  attachments: string;
  costCenti: number;
  delta: number;
  clientKey: string | null;
  lang: string;
  delayMs: number;
  repeatLimit: number;
  repeatWindowSeconds: number;
}

type ReplyJobSql = CompanionPort['replyJobSql'];

const statements = new WeakMap<ReplyJobSql, PreparedStatement<PaidSendValues>>();

/**
 * The statement below, prepared once per connection (its plan is most of its cost), with
 * the companion's reply job step written by the companion port's SQL (one statement per
 * port, so its name and text stay fixed). The bench's `send-10` ceiling runs its rendered
 * text (`render()`) through pgbench.
 */
export function paidSendStatementOf(replyJobs: ReplyJobSql): PreparedStatement<PaidSendValues> {
  let statement = statements.get(replyJobs);
  if (!statement) statements.set(replyJobs, (statement = buildPaidSendStatement(replyJobs)));
  return statement;
}

function buildPaidSendStatement({ upsert, dueAfter }: ReplyJobSql) {
  return preparedStatement<PaidSendValues>(
    'paid_send',
    (value) => sql`
  with topic as (
    select ${topics.id} as id, ${topics.userId} as user_id, ${topics.guestId} as guest_id,
           ${topics.companionName} as companion_name,
           ${topics.guestSinceMessageId} as guest_since_message_id,
           ${topics.chatMode} = 'ai' and ${topics.guestId} is null as answered_by_companion
    from ${topics}
    where ${topics.id} = ${value('topicId')}::int
      -- Every send rule, and a plain paid send (send-rules.ts); else the full path decides.
      and ${plainPaidSendCondition({
        senderId: value('senderId'),
        content: value('content'),
        repeatLimit: value('repeatLimit'),
        repeatWindowSeconds: value('repeatWindowSeconds'),
      })}
    for share of ${topics}
  ),
  message_id as (
    select nextval(pg_get_serial_sequence('messages', 'id')) as id from topic
  ),
  ${balanceChangeSteps({
    userId: value('senderId'),
    delta: value('delta'),
    kind: 'message',
    reference: sql`'message:' || (select id from message_id)`,
    onlyIf: sql`exists (select 1 from message_id)`,
  })},
  job as (${upsert(sql`
    select topic.id, nextval(pg_get_serial_sequence('messages', 'id')), ${value('lang')},
           ${dueAfter(value('delayMs'))}
    from topic, changed_balance where topic.answered_by_companion`)}),
  ${storeMessageSteps(
    {
      id: sql`(select id from message_id)`,
      topicId: value('topicId'),
      senderId: value('senderId'),
      senderKind: sql`'user'`,
      content: value('content'),
      attachments: value('attachments'),
      cost: value('costCenti'),
      clientKey: value('clientKey'),
    },
    // Paid, and the reply job locked first: the topic's seq is the last lock taken.
    sql`exists (select 1 from changed_balance) and (select count(*) from job) >= 0`,
  )}
  select topic.id as topic_id, topic.user_id, topic.guest_id, topic.companion_name,
         topic.guest_since_message_id, ${storedMessageJson} as message,
         ledger_row.balance_after, job.id as job_id, job.message_id as job_message_id,
         job.is_running as job_is_running
  from topic cross join ledger_row left join job on true`,
  );
}

/**
 * The common paid message in one statement, so one round trip: the topic share-locked and
 * checked (open, the sender holds a seat and accepted its rules, not the same text again),
 * the debit of the sender's
 * points with its ledger row, and the message — all or nothing, as one statement is.
 *
 * When the owner writes alone in an AI topic, the same statement schedules the companion's
 * reply (with the companion port's job SQL, as its `scheduleReply` does on the full path).
 * It writes nothing when a matched interlocutor holds the guest seat (who writes for free,
 * or earns a share), when the topic is in safe mode (its messages are free), when the send
 * is refused (the caller's full path answers the precise error) or the balance is too low:
 * it answers undefined and the caller runs the full transaction.
 */
export async function sendPaidMessageInOneStatement(
  app: { db: Executor; chatPorts: { companion: Pick<CompanionPort, 'replyJobSql'> } },
  options: PaidSendOptions,
): Promise<PaidSend | undefined> {
  const values = paidSendValuesOf(options);
  if (!values) return undefined;
  const result = await paidSendStatementOf(app.chatPorts.companion.replyJobSql)(app.db, values);
  const [row] = rowsOf<StatementRow>(result);
  const stored = storedRowOf(row?.message ?? null);
  if (!row || !stored || row.balance_after === null) return undefined;
  return {
    topic: {
      id: Number(row.topic_id),
      userId: Number(row.user_id),
      guestId: row.guest_id === null ? null : Number(row.guest_id),
      companionName: row.companion_name ?? '',
      guestSinceMessageId:
        row.guest_since_message_id === null ? null : Number(row.guest_since_message_id),
    },
    row: stored,
    balanceCenti: Number(row.balance_after),
    job:
      row.job_id === null || row.job_message_id === null
        ? null
        : {
            id: Number(row.job_id),
            messageId: Number(row.job_message_id),
            isRunning: row.job_is_running === true,
          },
  };
}

export interface PaidSendOptions {
  topicId: number;
  senderId: number;
  content: string;
  attachments: MessageAttachment[];
  costCenti: number;
  /** The sender's key for this send, if any (store-message.ts). */
  clientKey?: string | undefined;
  /** The language and delay of a companion reply, if one is due. */
  reply: { lang: string; delayMs: number };
  /** A repeat of the same text under this rule is left to the full path (repeated-send.ts). */
  repeatRule: RepeatRule;
}

/** The statement's values for a send; undefined when it is not a paid one (no statement). */
export function paidSendValuesOf(options: PaidSendOptions): PaidSendValues | undefined {
  const { topicId, senderId, content, attachments, costCenti, clientKey, reply, repeatRule } =
    options;
  if (!Number.isSafeInteger(costCenti) || costCenti <= 0) return undefined;
  return {
    topicId,
    senderId,
    content,
    attachments: JSON.stringify(attachments),
    costCenti,
    delta: -costCenti,
    clientKey: clientKey ?? null,
    lang: reply.lang,
    delayMs: reply.delayMs,
    repeatLimit: repeatRule.limit,
    repeatWindowSeconds: repeatRule.windowSeconds,
  };
}
