import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../chat/message-rows';
import { firstPageSize, readReplyHistory } from './read-reply-history';

/** A topic of `count` messages (seq 1…count), each costing `cost(seq)` tokens. */
function topicOf(count: number) {
  const messages: MessageRow[] = Array.from({ length: count }, (_, index) => ({
    id: 1000 + index,
    topicId: 1,
    senderId: index % 2 ? null : 7,
    senderKind: index % 2 ? 'ai' : 'user',
    senderName: null,
    content: `message ${index + 1}`,
    attachments: [],
    cost: 0,
    listenerShare: 0,
    createdAt: new Date(0),
    seq: index + 1,
    clientKey: null,
  }));
  const pagesAsked: { beforeSeq: number; pageSize: number }[] = [];
  /** Newest first, as the statements answer. */
  const older = (beforeSeq: number, pageSize: number) => {
    pagesAsked.push({ beforeSeq, pageSize });
    return Promise.resolve(
      messages
        .filter((message) => message.seq < beforeSeq)
        .reverse()
        .slice(0, pageSize),
    );
  };
  return { messages, pagesAsked, older };
}

describe('readReplyHistory', () => {
  it('reads a 500-message topic only until the token budget is full, and keeps its newest messages', async () => {
    const topic = topicOf(500);
    const pageSize = 40;
    const { messages, isComplete } = await readReplyHistory({
      firstPage: await topic.older(Infinity, pageSize),
      pageSize,
      messageLimit: 501,
      budget: 1000,
      costOf: () => 10,
      readOlder: topic.older,
    });
    // 100 messages fill 1000 tokens; the 101st is the first that does not fit.
    expect(messages.length).toBeGreaterThan(100);
    expect(messages.length).toBeLessThan(150);
    expect(messages.at(-1)?.seq).toBe(500);
    expect(messages.map((message) => message.seq)).toEqual(
      Array.from({ length: messages.length }, (_, index) => 501 - messages.length + index),
    );
    expect(isComplete).toBe(false);
    // The first page and the estimate of the rest: two more statements at most.
    expect(topic.pagesAsked.length).toBeLessThanOrEqual(3);
  });

  it('reads every message of a topic that fits, and says nothing older is left', async () => {
    const topic = topicOf(30);
    const { messages, isComplete } = await readReplyHistory({
      firstPage: await topic.older(Infinity, 20),
      pageSize: 20,
      messageLimit: 501,
      budget: 1000,
      costOf: () => 10,
      readOlder: topic.older,
    });
    expect(messages.map((message) => message.seq)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    expect(isComplete).toBe(true);
  });

  it('never reads more than the history limit', async () => {
    const topic = topicOf(500);
    const { messages, isComplete } = await readReplyHistory({
      firstPage: await topic.older(Infinity, 10),
      pageSize: 10,
      messageLimit: 21,
      budget: 100_000,
      costOf: () => 10,
      readOlder: topic.older,
    });
    expect(messages.length).toBe(21);
    expect(messages.at(0)?.seq).toBe(480);
    expect(isComplete).toBe(false);
  });

  it('counts messages that cost nothing (system lines) and still reaches the budget', async () => {
    const topic = topicOf(300);
    const { messages } = await readReplyHistory({
      firstPage: await topic.older(Infinity, 25),
      pageSize: 25,
      messageLimit: 301,
      budget: 500,
      costOf: (message) => (message.seq % 3 === 0 ? 0 : 10),
      readOlder: topic.older,
    });
    const spent = messages.reduce((sum, message) => sum + (message.seq % 3 === 0 ? 0 : 10), 0);
    expect(spent).toBeGreaterThan(500);
    expect(messages.at(-1)?.seq).toBe(300);
  });
});

describe('firstPageSize', () => {
  it('holds the budget’s worth of typical messages, within the history limit', () => {
    expect(firstPageSize({ maxTokens: 4000, messageLimit: 501 })).toBe(250);
    expect(firstPageSize({ maxTokens: 4000, messageLimit: 21 })).toBe(21);
  });
});
