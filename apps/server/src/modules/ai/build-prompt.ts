import type { ChatTurn } from '../../adapters/ai';
import { turnText } from '../../adapters/ai/turn-text';
import type { MessageRow } from '../chat/queries';

/** A cautious token estimate (about four characters per token, plus framing per turn). */
export function estimateTokens(turn: ChatTurn): number {
  return Math.ceil(turnText(turn).length / 4) + 4;
}

/**
 * The topic's stored messages as a conversation: the owner speaks, the companion answers.
 * Attachments are counted on the turn (pictures, other files), never written into its words.
 */
export function conversationOf(history: MessageRow[], ownerId: number): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const message of history) {
    if (message.senderKind === 'system') continue;
    const content = message.content.trim();
    const pictures = message.attachments.filter((file) => file.type === 'image').length;
    const files = message.attachments.length - pictures;
    if (!content && pictures + files === 0) continue;
    const turn: ChatTurn = {
      role: message.senderKind === 'ai' ? 'assistant' : 'user',
      content,
      ...(pictures ? { pictures } : {}),
      ...(files ? { files } : {}),
    };
    if (message.senderKind === 'ai' || message.senderId === ownerId) turns.push(turn);
  }
  return turns;
}

/**
 * The prompt: the fixed system prompt, then as much of the conversation as fits in
 * `maxTokens` — the oldest turns are dropped first, and the newest turn is cut from its
 * start if even it alone would not fit.
 */
export function buildPrompt(
  system: string,
  conversation: ChatTurn[],
  maxTokens: number,
): ChatTurn[] {
  const head: ChatTurn = { role: 'system', content: system };
  let budget = maxTokens - estimateTokens(head);
  const kept: ChatTurn[] = [];
  for (let index = conversation.length - 1; index >= 0; index -= 1) {
    const turn = conversation[index]!;
    const cost = estimateTokens(turn);
    if (cost <= budget) {
      kept.unshift(turn);
      budget -= cost;
      continue;
    }
    if (kept.length === 0 && budget > 8) {
      const chars = (budget - 4) * 4;
      kept.unshift({ ...turn, content: turn.content.slice(-chars) });
    }
    break;
  }
  return [head, ...kept];
}
