import { beforeAll, describe, expect, it } from 'vitest';
import { loadTokenCounter, type TokenCounter } from '../../adapters/ai/token-counter';
import { summaryAheadShare, summaryTargetSeq, type SeqTurn } from './build-prompt';

let counter: TokenCounter;
beforeAll(async () => {
  counter = await loadTokenCounter('gpt-4o-mini');
});

const turnsOf = (count: number, firstSeq = 1): SeqTurn[] =>
  Array.from({ length: count }, (_, index) => ({
    role: index % 2 ? 'assistant' : 'user',
    content: `Message ${firstSeq + index} about the day at work.`,
    seq: firstSeq + index,
  }));

describe('summaryTargetSeq: how far a summary asked for reaches', () => {
  it('takes in the oldest quarter of the prompt’s turns besides what the prompt dropped', () => {
    const conversation = turnsOf(100);
    const target = summaryTargetSeq({ conversation, firstSeq: 41, counter });
    const kept = conversation.filter((turn) => turn.seq >= 41);
    const costs = kept.map((turn) => counter.countTurn(turn));
    const keptTokens = costs.reduce((sum, cost) => sum + cost, 0);
    const taken = kept.filter((turn) => turn.seq <= target);
    const takenTokens = taken.reduce((sum, turn) => sum + counter.countTurn(turn), 0);
    expect(target).toBeGreaterThan(41);
    expect(takenTokens).toBeLessThanOrEqual(keptTokens * summaryAheadShare);
    // One more turn would pass the share.
    expect(takenTokens + costs[taken.length]!).toBeGreaterThan(keptTokens * summaryAheadShare);
  });

  it('never reaches the newest turn, and without room ahead covers what was dropped', () => {
    const one = turnsOf(1, 50);
    expect(summaryTargetSeq({ conversation: one, firstSeq: 50, counter })).toBe(49);
    const conversation = [
      ...turnsOf(3, 10),
      { role: 'user' as const, content: 'word '.repeat(400), seq: 13 },
    ];
    // The long newest turn makes the quarter large: still the older turns only.
    expect(summaryTargetSeq({ conversation, firstSeq: 11, counter })).toBe(12);
  });
});
