import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages, topicSequences, type MessageAttachment, type SenderKind } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { messageAsJson, messageRowOf, type MessageJson, type MessageRow } from './message-rows';

/**
 * The one way a message is stored, so every kind gets its `seq` and client key alike: the user's send (the one-statement
 * `paid_send` and the full transaction), a message with files, the companion's reply and
 * its notes all store through `storeMessageSteps` / `storeMessage`. Here, and only here:
 *
 * - **Order.** The message takes the next `seq` of its topic from `topic_sequences` in the
 *   statement that inserts it. That row stays locked until the transaction commits, so the
 *   next writer of the topic waits and gets the next number: `seq` order is commit order and
 *   a reader who saw `seq` n has seen every message up to n (catch-up by `after_seq` skips
 *   nothing). Ids are not in commit order (a reply keeps the id it was announced with, and a
 *   sequence hands out ids before rows commit), which is why readers must not page by id.
 * - **Lock order.** Taking `seq` is every writer's LAST lock (after the topic's share lock,
 *   the balances and the reply job), so it is held only until commit and two writers never
 *   wait for each other in a cycle.
 * - **Client key.** A send may carry the sender's key (a UUID); it is unique per sender
 *   (`messages_sender_client_key_unique`), so a retried or doubled send cannot be stored
 *   twice: the copy fails on the index, its whole transaction (debit included) rolls back,
 *   and the caller answers the first message (`selectMessageByClientKey`).
 */

/** An SQL expression, or a prepared statement's placeholder. */
type SqlValue = SQL | Placeholder;

/** What a message is stored with, as SQL values (or a prepared statement's placeholders). */
export interface MessageValues {
  /** The id, when reserved before (a reply's placeholder id, a paid send's ledger reference). */
  id?: SqlValue;
  topicId: SqlValue;
  senderId: SqlValue;
  senderKind: SqlValue;
  /** The name the author goes by in it (a matched interlocutor's nickname); null when omitted. */
  senderName?: SqlValue;
  content: SqlValue;
  /** JSON text of the attachments. */
  attachments: SqlValue;
  cost: SqlValue;
  /** Hundredths of `cost` credited to the listener in the seat; 0 when omitted. */
  listenerShare?: SqlValue;
  clientKey: SqlValue;
}

/**
 * Two CTE steps to put after `with` (and after every other write of the statement):
 * `message_seq` takes the topic's next number, `stored_message` inserts the message with it
 * and returns the stored row. Neither writes anything unless `onlyIf` holds, so a refused
 * send leaves no hole in the numbers. Reference every step that must lock before this one
 * in `onlyIf` (a CTE runs when first read), keeping the sequence row the last lock.
 */
export function storeMessageSteps(values: MessageValues, onlyIf: SQL = sql`true`): SQL {
  const id = values.id ?? sql`nextval(pg_get_serial_sequence('messages', 'id'))`;
  return sql`
    message_seq as (
      insert into ${topicSequences} (topic_id, last_seq)
      select ${values.topicId}::int, 1 where ${onlyIf}
      on conflict (topic_id) do update set last_seq = ${topicSequences.lastSeq} + 1
      returning last_seq
    ),
    stored_message as (
      insert into ${messages}
        (id, topic_id, sender_id, sender_kind, sender_name, content, attachments, cost, listener_share, seq, client_key)
      select ${id}, ${values.topicId}::int, ${values.senderId}::int, ${values.senderKind}::varchar,
             ${values.senderName ?? sql`null`}::varchar, ${values.content}::text, ${values.attachments}::jsonb, ${values.cost}::bigint,
             ${values.listenerShare ?? sql`0`}::bigint, message_seq.last_seq, ${values.clientKey}::uuid
      from message_seq
      returning *
    )`;
}

/**
 * A fresh id from the messages' id sequence, reserved before the message is stored: a
 * reply's placeholder id, or a send's ledger reference. Its place in the topic (`seq`) is
 * taken only when it is stored.
 */
export async function reserveMessageId(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('messages', 'id')) as id`,
  );
  return Number(rowsOf<{ id: string | number }>(result)[0]!.id);
}

/** The stored row as one JSON value (`stored_message` read back as a MessageRow). */
export const storedMessageJson = sql`(select ${messageAsJson('stored_message')} from stored_message)`;

/** Reads `storedMessageJson` (null: nothing stored). */
export function storedRowOf(json: MessageJson | string | null): MessageRow | undefined {
  if (json === null) return undefined;
  return messageRowOf(typeof json === 'string' ? (JSON.parse(json) as MessageJson) : json);
}

/**
 * Stores a message as a statement of its own, in the caller's transaction, after its other
 * writes (see the lock order above). Answers the stored row.
 */
export async function storeMessage(
  tx: Executor,
  message: {
    id?: number;
    topicId: number;
    senderId: number | null;
    senderKind: SenderKind;
    senderName?: string | null;
    content: string;
    attachments?: MessageAttachment[];
    cost: number;
    /** Hundredths of `cost` credited to the listener in the seat (default 0). */
    listenerShare?: number;
    clientKey?: string | undefined;
  },
): Promise<MessageRow> {
  const result = await tx.execute(sql`
    with ${storeMessageSteps({
      ...(message.id === undefined ? {} : { id: sql`${message.id}::bigint` }),
      topicId: sql`${message.topicId}`,
      senderId: sql`${message.senderId}`,
      senderKind: sql`${message.senderKind}`,
      senderName: sql`${message.senderName ?? null}`,
      content: sql`${message.content}`,
      attachments: sql`${JSON.stringify(message.attachments ?? [])}`,
      cost: sql`${message.cost}`,
      listenerShare: sql`${message.listenerShare ?? 0}`,
      clientKey: sql`${message.clientKey ?? null}`,
    })}
    select ${storedMessageJson} as message`);
  const row = storedRowOf(
    rowsOf<{ message: MessageJson | string | null }>(result)[0]?.message ?? null,
  );
  if (!row) throw new Error('the message was not stored');
  return row;
}

/** The message the sender already stored with this client key, if any. */
export async function selectMessageByClientKey(
  db: Executor,
  options: { senderId: number; clientKey: string },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, options.senderId), eq(messages.clientKey, options.clientKey)));
  return row;
}

/** True when PostgreSQL refused a message because its sender already used the client key. */
export function isClientKeyConflict(error: unknown): boolean {
  for (let current: unknown = error; current;) {
    if (typeof current !== 'object') return false;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === 'messages_sender_client_key_unique';
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
