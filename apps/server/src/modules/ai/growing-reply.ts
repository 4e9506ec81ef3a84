import type { ModerationVerdict } from '../../adapters/ai';
import { createGrowingTextCheck } from '../../adapters/ai/growing-text-check';
import { maskPrivateData } from '../chat/mask-private-data';
import { stripPlaceholders } from './strip-placeholders';

/** What a reply being written shows after one more piece. */
export type GrowingReplyStep =
  | {
      verdict: 'ok';
      /**
       * What the person may read so far, leading blanks trimmed; undefined while blank. Always
       * the start of what the whole reply will show (see createGrowingReply).
       */
      shown: string | undefined;
    }
  | { verdict: Exclude<ModerationVerdict, 'ok'> };

/** A reply being written: `add` takes each piece, `end` answers what the whole reply shows. */
export interface GrowingReply {
  add: (piece: string) => GrowingReplyStep;
  /**
   * `maskPrivateData(stripPlaceholders(text)).trimStart()` of the whole text (undefined while
   * blank), or undefined when a piece was not `ok`.
   */
  end: () => string | undefined;
}

/**
 * Follows a reply piece by piece: the built-in check of all its text so far and what the
 * person may read of it, with work per piece proportional to the piece (see
 * createGrowingTextCheck, createPlaceholderStrip and createPrivateDataMask). The person reads
 * what the stored reply will read — placeholders stripped, private data masked — and nothing
 * else: a placeholder or an address still being written is held back until what follows
 * settles it, so every step's text is the start of the next one's and of `end`'s. After a
 * verdict that is not `ok` the text is no longer shown: later pieces are not looked at.
 */
export function createGrowingReply(): GrowingReply {
  const check = createGrowingTextCheck();
  const strip = createPlaceholderStrip();
  const mask = createPrivateDataMask();
  let unsafe: Exclude<ModerationVerdict, 'ok'> | undefined;
  let shown = '';
  const shownOf = (settled: string) => {
    shown = shown ? shown + settled : settled.trimStart();
    return shown ? shown : undefined;
  };
  return {
    add(piece) {
      if (unsafe) return { verdict: unsafe };
      const verdict = check(piece);
      if (verdict !== 'ok') {
        unsafe = verdict;
        return { verdict };
      }
      return { verdict, shown: shownOf(mask.add(strip.add(piece))) };
    },
    end() {
      if (unsafe) return undefined;
      return shownOf(mask.add(strip.end()) + mask.end());
    },
  };
}

/**
 * `stripPlaceholders` of a text growing piece by piece. `add` answers the stripped text that
 * the piece settled: the text before a cut no placeholder can straddle, stripped once (what
 * follows cannot change it); the rest — usually a few characters, at most an open bracket's
 * few words — waits for `end` or a later cut. All answers together are `stripPlaceholders`
 * of the whole text.
 */
export function createPlaceholderStrip(strip = stripPlaceholders): {
  add: (piece: string) => string;
  end: () => string;
} {
  /** The text after the last cut, as given. */
  let tail = '';
  return {
    add(piece) {
      tail += piece;
      const cut = lastCut(tail);
      if (cut === 0) return '';
      const done = strip(tail.slice(0, cut));
      tail = tail.slice(cut);
      return done;
    },
    end() {
      const rest = strip(tail);
      tail = '';
      return rest;
    },
  };
}

/**
 * `maskPrivateData` of a text growing piece by piece (`mask`: another function in tests).
 * `add` answers the masked text that the piece settled: the text before the last cut no mask
 * can reach across, masked once by maskPrivateData itself; `end` masks the rest. All answers
 * together are `maskPrivateData` of the whole text. Held back is the text after the last
 * blank that is followed by something no pattern can still take in — usually the word being
 * written; an address, link or handle until a blank ends it; a phone number (digits with
 * blanks, dots, dashes or brackets) until a character that cannot be part of one follows.
 */
export function createPrivateDataMask(mask = maskPrivateData): {
  add: (text: string) => string;
  end: () => string;
} {
  /** The text after the last cut. */
  let pending = '';
  /** How much of `pending` the scan has looked at. */
  let scanned = 0;
  /** Whether a digit was seen since the last character a phone number cannot hold. */
  let isInNumber = false;
  return {
    add(text) {
      pending += text;
      let cut = 0;
      for (; scanned < pending.length; scanned += 1) {
        const char = pending[scanned] as string;
        if (blank.test(char)) {
          // A blank after no digit: no phone number reaches across it (each starts with a digit
          // or a `+` before one), nor do the other patterns (none holds a blank).
          if (!isInNumber) cut = scanned + 1;
        } else if (phoneCharacter.test(char)) {
          if (char >= '0' && char <= '9') isInNumber = true;
        } else {
          isInNumber = false;
          // A blank before a character no phone number holds: nothing reaches across it.
          if (scanned > 0 && blank.test(pending[scanned - 1] as string)) cut = scanned;
        }
      }
      if (cut === 0) return '';
      const done = mask(pending.slice(0, cut));
      pending = pending.slice(cut);
      scanned = pending.length;
      return done;
    },
    end() {
      const rest = mask(pending);
      pending = '';
      scanned = 0;
      isInNumber = false;
      return rest;
    },
  };
}

/**
 * A blank, as the patterns of maskPrivateData read one (`\s`): every pattern but the phone
 * number's ends at one, and every pattern's edge (`\b`, look-behind, look-ahead) reads a blank
 * as it reads the start or the end of the text.
 */
const blank = /^\s$/u;
/** A character a phone number candidate may hold besides blanks (see mask-private-data.ts). */
const phoneCharacter = /^[\d()./+-]$/u;

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
