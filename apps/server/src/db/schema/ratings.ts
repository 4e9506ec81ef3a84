import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, updatedAt } from './columns';
import { users } from './accounts';
import { topics } from './chat';

/** How the rated person sat in the conversation: as a matched interlocutor, or a walk-in guest. */
export type RatedAs = 'interlocutor' | 'guest';

/**
 * An owner's rating of one human conversation: the topic and the person who held its seat.
 * `score` null means the owner skipped it (never asked again). The words are masked like
 * messages. Deleting the giver's account empties the words and unlinks the giver; the score
 * stays for the interlocutor's average. The retention purge empties the words of topics
 * closed longer than the message retention.
 */
export const conversationRatings = pgTable(
  'conversation_ratings',
  {
    id: identityId(),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    raterId: integer('rater_id').references(() => users.id, { onDelete: 'set null' }),
    ratedUserId: integer('rated_user_id').references(() => users.id, { onDelete: 'set null' }),
    ratedAs: varchar('rated_as', { length: 12 }).$type<RatedAs>().notNull(),
    score: smallint('score'),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Once per conversation: a topic, its owner and the person in the seat.
    uniqueIndex('conversation_ratings_once').on(table.topicId, table.raterId, table.ratedUserId),
    index('conversation_ratings_rated_idx').on(table.ratedUserId, table.score),
    index('conversation_ratings_rater_idx').on(table.raterId),
    check(
      'conversation_ratings_score_range',
      sql`${table.score} is null or ${table.score} between 1 and 5`,
    ),
  ],
);
