import type { MessageRow } from '../chat/message-rows';

/**
 * Tokens most messages take at least (a short sentence and the turn's framing): the first
 * page holds as many messages as would fill the budget at this size, so a usual prompt is
 * read in one statement.
 */
const typicalTokensPerMessage = 16;
/** What a turn costs at least (its framing and one token of words). */
const leastTokensPerMessage = 5;
/** Messages a further page reads beyond its estimate, so one more is rarely needed. */
const pageMargin = 8;

/** The first page's size: the budget's worth of typical messages, within the history limit. */
export function firstPageSize(options: { maxTokens: number; messageLimit: number }): number {
  return Math.min(options.messageLimit, Math.ceil(options.maxTokens / typicalTokensPerMessage));
}

/**
 * The topic's recent messages (those the summary does not cover), read newest first page by
 * page only until they fill `budget` tokens, reach `messageLimit` or run out — never the
 * whole topic. `costOf` must not count more than the message takes in the prompt (so nothing
 * the prompt would hold is left unread). Answers them oldest first, and whether the read
 * reached the oldest one (nothing older left unread).
 */
export async function readReplyHistory(options: {
  /** The first page, newest first, as asked with `pageSize`. */
  firstPage: MessageRow[];
  pageSize: number;
  messageLimit: number;
  budget: number;
  costOf: (message: MessageRow) => number;
  /** Up to `pageSize` messages older than `beforeSeq`, newest first. */
  readOlder: (beforeSeq: number, pageSize: number) => Promise<MessageRow[]>;
}): Promise<{ messages: MessageRow[]; isComplete: boolean }> {
  const read: MessageRow[] = [];
  let spent = 0;
  let page = options.firstPage;
  let asked = options.pageSize;
  for (;;) {
    for (const message of page) {
      read.push(message);
      spent += options.costOf(message);
    }
    const oldest = read.at(-1);
    if (page.length < asked || !oldest) {
      return { messages: read.reverse(), isComplete: page.length < asked };
    }
    if (spent > options.budget || read.length >= options.messageLimit) {
      return { messages: read.reverse(), isComplete: false };
    }
    const perMessage = Math.max(leastTokensPerMessage, spent / read.length);
    asked = Math.min(
      options.messageLimit - read.length,
      Math.ceil((options.budget - spent) / perMessage) + pageMargin,
    );
    page = await options.readOlder(oldest.seq, asked);
  }
}
