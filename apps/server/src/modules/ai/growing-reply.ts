import type { ModerationVerdict } from '../../adapters/ai';
import { createGrowingTextCheck } from '../../adapters/ai/growing-text-check';
import { stripPlaceholders } from './strip-placeholders';

/** What a reply being written shows after one more piece. */
export type GrowingReplyStep =
  | {
      verdict: 'ok';
      /** The text without placeholders, leading blanks trimmed; undefined while blank. */
      shown: string | undefined;
    }
  | { verdict: Exclude<ModerationVerdict, 'ok'> };

/**
 * Follows a reply piece by piece: the built-in check of all its text so far and what the
 * person may read of it — `stripPlaceholders(text).trimStart()`, undefined while that is
 * blank — as if each were worked out on the whole text, with work per piece proportional to
 * the piece (see createGrowingTextCheck and createPlaceholderStrip). After a verdict that is
 * not `ok` the text is no longer shown: later pieces are not looked at.
 */
export function createGrowingReply(): (piece: string) => GrowingReplyStep {
  const check = createGrowingTextCheck();
  const strip = createPlaceholderStrip();
  let unsafe: Exclude<ModerationVerdict, 'ok'> | undefined;
  return (piece) => {
    if (unsafe) return { verdict: unsafe };
    const verdict = check(piece);
    if (verdict !== 'ok') {
      unsafe = verdict;
      return { verdict };
    }
    return { verdict, shown: strip(piece) };
  };
}

/**
 * `stripPlaceholders(text).trimStart()` of a text growing piece by piece (undefined while
 * blank). The text before a cut no placeholder can straddle is stripped once and kept; only
 * the rest (usually a few characters, at most an open bracket's few words) is stripped again.
 */
export function createPlaceholderStrip(): (piece: string) => string | undefined {
  /** The stripped text before the cut, leading blanks trimmed. */
  let head = '';
  /** The text after the cut, as given. */
  let tail = '';
  return (piece) => {
    tail += piece;
    const cut = lastCut(tail);
    if (cut > 0) {
      const done = stripPlaceholders(tail.slice(0, cut));
      head = head ? head + done : done.trimStart();
      tail = tail.slice(cut);
    }
    const rest = stripPlaceholders(tail);
    if (head) return head + rest;
    const shown = rest.trimStart();
    return shown ? shown : undefined;
  };
}

/** A character a placeholder's words may hold (see strip-placeholders.ts). */
const wordCharacter = /^[\p{L}\p{N}_-]$/u;
/** Words a placeholder holds at most, so spaces in its brackets at most. */
const placeholderSpaces = 3;

/**
 * The last position in `text` (the end of everything written so far) where it can be cut
 * so that stripping both parts apart equals stripping the whole, whatever follows: no
 * placeholder can reach across it — no bracket is open there that could still close into
 * one — and the character after the cut does not decide a placeholder before it (a `[`
 * after its optional leading blank, a `(` after its `]`: a Markdown link). 0 for none.
 */
function lastCut(text: string): number {
  let last = 0;
  /** Spaces since the `[` that may still open a placeholder, or undefined. */
  let openSpaces: number | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '[') openSpaces = 0;
    else if (char === ' ') {
      if (openSpaces !== undefined && ++openSpaces > placeholderSpaces) openSpaces = undefined;
    } else if (!isWordUnit(char)) openSpaces = undefined;
    if (openSpaces !== undefined) continue;
    const next = text[index + 1];
    const isDecided =
      next === undefined
        ? char !== ' ' && char !== '\t' && char !== ']'
        : !((char === ' ' || char === '\t') && next === '[') && !(char === ']' && next === '(');
    if (isDecided) last = index + 1;
  }
  return last;
}

/** A word character, or half of a surrogate pair (which may be one: kept open, to be safe). */
function isWordUnit(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code >= 0xd800 && code <= 0xdfff) || wordCharacter.test(char);
}
