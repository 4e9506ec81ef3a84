import { signsInWindow } from './builtin-moderator';
import { lookBehindWords } from './crisis-phrases';
import { foldText } from './fold-text';
import type { ModerationVerdict } from './types';

/**
 * Whole words of the text checked so far that stay in the window: more than any rule's phrase
 * spans (the longest, "everyone would be better off without me", has 7) plus the words a
 * denial is read from, so a phrase reaching into a new piece is always seen whole with the
 * words before it.
 */
const windowWords = 16;

/**
 * The built-in check (moderateLocally) of a text that grows piece by piece, with work per
 * piece proportional to the piece and a window of the last few words: a phrase that the
 * text checked so far did not hold can only reach into the new piece or end at its start.
 * The text is folded once per whole word; only the word still being written is folded again.
 * Answers the verdict on all pieces so far, the same as `moderateLocally(text)` while every
 * earlier verdict was `ok` (after one that is not, the text is no longer shown, and this is
 * not asked again). A word with no blank in it is folded again as it grows: one very long
 * word costs in proportion to its length per piece.
 */
export function createGrowingTextCheck(
  // The functions it runs (a test counts what they are given).
  run: { foldText: typeof foldText; signsInWindow: typeof signsInWindow } = {
    foldText,
    signsInWindow,
  },
): (piece: string) => ModerationVerdict {
  /** The folded whole words kept (each followed by a space). */
  let window = '';
  /** Whether words were dropped from the window's start: its first words lack their words before. */
  let isCut = false;
  /** The word still being written, as given (no whitespace). */
  let pending = '';
  /** Whether a minor's or a sexual term started in the words dropped from the window. */
  let hadMinorTerm = false;
  let hadSexualTerm = false;

  return (piece) => {
    pending += piece;
    const lastSpace = lastWhitespaceIndex(pending);
    if (lastSpace >= 0) {
      const done = run.foldText(pending.slice(0, lastSpace + 1));
      window += window.endsWith(' ') && done.startsWith(' ') ? done.slice(1) : done;
      pending = pending.slice(lastSpace + 1);
    }
    const folded = window + run.foldText(pending);
    // A phrase in the first words of a cut window was in the text checked before, and denied
    // there (or that text would not have been ok): its denial may lie in the dropped words.
    const signs = run.signsInWindow(folded, isCut ? startOfWord(window, lookBehindWords) : 0);
    const hasMinorTerm = hadMinorTerm || signs.minorTermAt >= 0;
    const hasSexualTerm = hadSexualTerm || signs.sexualTermAt >= 0;
    if (hasMinorTerm && hasSexualTerm) return 'minors';
    if (signs.isSelfHarm) return 'self_harm';
    if (signs.isThreat) return 'threat';
    const keepFrom = startOfWord(window, countWords(window) - windowWords);
    if (keepFrom > 0) {
      // A term starting in the dropped words ends in the words kept, which no piece changes.
      hadMinorTerm ||= signs.minorTermAt >= 0 && signs.minorTermAt < keepFrom;
      hadSexualTerm ||= signs.sexualTermAt >= 0 && signs.sexualTermAt < keepFrom;
      window = window.slice(keepFrom);
      isCut = true;
    }
    return 'ok';
  };
}

function lastWhitespaceIndex(text: string): number {
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (/\s/.test(text[index] as string)) return index;
  }
  return -1;
}

/** Words of a folded text of whole words, each followed by one space (a leading space aside). */
function countWords(folded: string): number {
  let words = 0;
  for (let index = 1; index < folded.length; index += 1) {
    if (folded[index] === ' ' && folded[index - 1] !== ' ') words += 1;
  }
  return words;
}

/** Where the word after the first `words` words starts (0 for none or fewer). */
function startOfWord(folded: string, words: number): number {
  if (words <= 0) return 0;
  let seen = 0;
  for (let index = 1; index < folded.length; index += 1) {
    if (folded[index] === ' ' && folded[index - 1] !== ' ') {
      seen += 1;
      if (seen === words) return index + 1;
    }
  }
  return folded.length;
}
