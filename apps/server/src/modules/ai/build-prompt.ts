import type { ChatTurn } from '../../adapters/ai';
import type { TokenCounter } from '../../adapters/ai/token-counter';
import type { MessageRow } from '../chat/message-rows';

/** A turn of the conversation with the place of the message it came from. */
export interface SeqTurn extends ChatTurn {
  seq: number;
}

/**
 * The topic's stored messages as a conversation: the owner speaks, the companion answers.
 * Attachments are counted on the turn (pictures, other files), never written into its words.
 */
export function conversationOf(history: MessageRow[], ownerId: number): SeqTurn[] {
  const turns: SeqTurn[] = [];
  for (const message of history) {
    if (message.senderKind === 'system') continue;
    if (message.senderKind !== 'ai' && message.senderId !== ownerId) continue;
    const content = message.content.trim();
    const pictures = message.attachments.filter((file) => file.type === 'image').length;
    const files = message.attachments.length - pictures;
    if (!content && pictures + files === 0) continue;
    turns.push({
      role: message.senderKind === 'ai' ? 'assistant' : 'user',
      content,
      seq: message.seq,
      ...(pictures ? { pictures } : {}),
      ...(files ? { files } : {}),
    });
  }
  return turns;
}

/** The companion's own summary of the earlier part, as the prompt's second system turn. */
export function summaryTurn(summary: string): ChatTurn {
  return {
    role: 'system',
    content: `Your own notes of the earlier part of this conversation (never shown to the person; do not quote them as the person's words):\n${summary}`,
  };
}

export interface BuiltPrompt {
  turns: ChatTurn[];
  /** Tokens of the whole prompt, counted with the model's tokenizer. */
  tokens: number;
  /** The oldest message in the prompt (undefined when none fits). */
  firstSeq: number | undefined;
}

const withoutSeq = ({ seq: _seq, ...turn }: SeqTurn): ChatTurn => turn;

/**
 * The prompt: the fixed system prompt, the summary of the earlier part (when there is one),
 * then as much of the recent conversation as fits in `maxTokens`, counted with the model's
 * tokenizer — the oldest turns are dropped first, and the newest turn is cut from its start
 * if even it alone would not fit.
 */
export function buildPrompt(options: {
  system: string;
  summary: string;
  conversation: SeqTurn[];
  maxTokens: number;
  counter: TokenCounter;
}): BuiltPrompt {
  const { counter } = options;
  const head: ChatTurn[] = [{ role: 'system', content: options.system }];
  if (options.summary) head.push(summaryTurn(options.summary));
  const headTokens = head.reduce((sum, turn) => sum + counter.countTurn(turn), 0);
  let budget = options.maxTokens - headTokens;
  const kept: SeqTurn[] = [];
  for (let index = options.conversation.length - 1; index >= 0; index -= 1) {
    const turn = options.conversation[index]!;
    const cost = counter.countTurn(turn);
    if (cost <= budget) {
      kept.unshift(turn);
      budget -= cost;
      continue;
    }
    if (kept.length === 0 && budget > 16) {
      kept.unshift({
        ...turn,
        images: undefined,
        content: cutToTokens(turn.content, budget - 8, counter),
      });
      budget -= counter.countTurn(kept[0]!);
    }
    break;
  }
  return {
    turns: [...head, ...kept.map(withoutSeq)],
    tokens: options.maxTokens - budget,
    firstSeq: kept[0]?.seq,
  };
}

/** The end of `text` that fits in `tokens` (the newest words matter most). */
function cutToTokens(text: string, tokens: number, counter: TokenCounter): string {
  let chars = Math.min(text.length, tokens * 4);
  while (chars > 0 && counter.countText(text.slice(-chars)) > tokens) {
    chars = Math.floor(chars * 0.8);
  }
  return text.slice(-chars);
}

/** The share of the prompt's conversation a summary asked for takes in ahead of need. */
export const summaryAheadShare = 0.25;

/**
 * How far a summary asked for now should reach: past the messages the prompt had to drop
 * (through `firstSeq - 1`) into its oldest turns, up to `summaryAheadShare` of the tokens
 * the conversation takes in it (never its newest turn). Those turns are then read from the
 * summary, so the prompt has room again for the next exchanges and a summary is written
 * once every several replies rather than after each one for its two new messages.
 */
export function summaryTargetSeq(options: {
  conversation: SeqTurn[];
  firstSeq: number;
  counter: TokenCounter;
}): number {
  const { conversation, firstSeq, counter } = options;
  const kept = conversation.filter((turn) => turn.seq >= firstSeq);
  const keptTokens = kept.reduce((sum, turn) => sum + counter.countTurn(turn), 0);
  let ahead = Math.floor(keptTokens * summaryAheadShare);
  let target = firstSeq - 1;
  for (const turn of kept.slice(0, -1)) {
    ahead -= counter.countTurn(turn);
    if (ahead < 0) break;
    target = turn.seq;
  }
  return target;
}
