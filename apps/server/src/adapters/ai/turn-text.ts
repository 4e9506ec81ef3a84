import type { ChatTurn } from './types';

function countPhrase(count: number, one: string, many: string): string {
  return count === 1 ? one : many.replace('{n}', String(count));
}

/**
 * The text a model reads for a turn: its words, then a plain sentence for what came with
 * them ("The user sent a picture."). Never a bracketed token such as `[image]`, which a model
 * (or the offline companion) would quote back to the person.
 */
export function turnText(turn: ChatTurn): string {
  const notes: string[] = [];
  const who = turn.role === 'assistant' ? 'The companion' : 'The user';
  if (turn.pictures) {
    notes.push(`${who} sent ${countPhrase(turn.pictures, 'a picture', '{n} pictures')}.`);
  }
  if (turn.files) {
    notes.push(`${who} sent ${countPhrase(turn.files, 'a file', '{n} files')}.`);
  }
  return [turn.content, ...notes].filter(Boolean).join('\n');
}
