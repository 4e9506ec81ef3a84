import { ZMessagesQuerySchema, type TStoredSettings } from '@parlor/contracts';
import type { Executor } from '../../db/client';
import type { RenderedStatement } from '../../db/prepared-statement';
import { windowOf } from './list-messages';
import { paidSendStatementOf, paidSendValuesOf } from './paid-send-statement';
import type { CompanionPort } from './ports';
import {
  readingShapeOf,
  readingValuesOf,
  renderReadingStatement,
  type ReadingShape,
} from './message-read-queries';
import { paidSendOptionsOf } from './send-message';

/**
 * The database work of a bench scenario's request, as the server does it: the statement's
 * name and text rendered from the very builder the server runs, and the values the server
 * gives it for that request. `npm run bench` runs these through pgbench as the scenario's
 * ceiling; ceiling-statements.test.ts fails when the server sends anything else.
 */
export interface CeilingWork {
  statement: RenderedStatement & { name: string };
  /** By parameter name (`statement.parameters`). */
  values: Record<string, unknown>;
}

/**
 * `POST /api/messages/create` of a paid text message: the one statement `paid_send`, with
 * the companion port the server is built with (app.ts hands in ai's).
 */
export function paidSendWork(
  companion: Pick<CompanionPort, 'replyDelayMs' | 'replyJobSql'>,
  settings: TStoredSettings,
  send: { userId: number; topicId: number; content: string; lang: string },
): CeilingWork {
  const values = paidSendValuesOf(
    paidSendOptionsOf(
      settings,
      send,
      companion.replyDelayMs(settings, () => 0.5),
    ),
  );
  if (!values) throw new Error('not a paid send: its price is 0');
  const statement = paidSendStatementOf(companion.replyJobSql);
  return {
    statement: { name: statement.statementName, ...statement.render() },
    values,
  };
}

const renderedReadings = new WeakMap<Executor, Map<ReadingShape, CeilingWork['statement']>>();

/** `GET /api/messages/index?topic_id=…&page=…` read by a participant: one reading statement. */
export function pollWork(
  db: Executor,
  read: { userId: number; topicId: number; page: number },
): CeilingWork {
  const window = windowOf(ZMessagesQuerySchema.parse({ topic_id: read.topicId, page: read.page }));
  const shape = readingShapeOf(window);
  let statements = renderedReadings.get(db);
  if (!statements)
    renderedReadings.set(db, (statements = new Map<ReadingShape, CeilingWork['statement']>()));
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = renderReadingStatement(db, shape)));
  return {
    statement,
    values: readingValuesOf({ topicId: read.topicId, viewerId: read.userId, window }),
  };
}
