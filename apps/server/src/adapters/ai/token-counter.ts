import { textCountCache } from '../../lib/text-count-cache';
import { turnText } from './turn-text';
import type { ChatTurn } from './types';

/** The byte-pair encodings a chat model family reads its prompt in. */
export type TokenEncoding = 'o200k_base' | 'cl100k_base';

/** Tokens the chat format adds around every message (role and separators). */
const tokensPerTurn = 4;
/**
 * What one picture costs a model at `detail: low` (OpenAI's published figure; other
 * providers are in the same range).
 */
export const tokensPerPicture = 85;

/**
 * The encoding of the configured model: GPT-4 and GPT-3.5 use cl100k_base; GPT-4o, GPT-4.1,
 * GPT-5, the o-series and everything else (Llama, Mistral, Qwen behind Ollama or vLLM have
 * their own vocabularies of similar density) are counted with o200k_base.
 */
export function encodingOf(model: string): TokenEncoding {
  const name = model.toLowerCase().split('/').at(-1) ?? '';
  if (/^gpt-(3\.5|4)(?![.o])/.test(name) && !name.startsWith('gpt-4.')) return 'cl100k_base';
  return 'o200k_base';
}

/** Counts the tokens of prompt turns the way the model reads them. */
export interface TokenCounter {
  readonly encoding: TokenEncoding;
  /** The tokens of a text alone. */
  countText(text: string): number;
  /** The tokens one turn costs in a prompt: its text, its framing and its pictures sent. */
  countTurn(turn: ChatTurn): number;
}

const loading = new Map<TokenEncoding, Promise<TokenCounter>>();

/**
 * Every reply counts the same recent messages again (and every summary the same summary): a
 * text's count is kept, for about 2 MB of texts per encoding. A text longer than any message
 * (a whole prompt) is counted each time.
 */
const cacheLimits = { maxChars: 1_000_000, maxTextChars: 20_000 };

async function importEncoding(encoding: TokenEncoding) {
  // The rank tables are large (several MB): loaded on first use, once per process.
  return encoding === 'cl100k_base'
    ? import('gpt-tokenizer/encoding/cl100k_base')
    : import('gpt-tokenizer/encoding/o200k_base');
}

const disallowedSpecial = new Set<string>();

/** The counter of the model's encoding (`gpt-tokenizer`), loaded once. */
export function loadTokenCounter(model: string): Promise<TokenCounter> {
  const encoding = encodingOf(model);
  let counter = loading.get(encoding);
  if (!counter) {
    counter = importEncoding(encoding).then(({ countTokens }) => {
      const cache = textCountCache(cacheLimits);
      // A user may type "<|endoftext|>": counted as the plain text it is, never refused.
      const count = (text: string) => countTokens(text, { disallowedSpecial });
      const countText = (text: string) => (text ? cache.get(text, count) : 0);
      return {
        encoding,
        countText,
        countTurn: (turn: ChatTurn) =>
          countText(turnText(turn)) + tokensPerTurn + (turn.images?.length ?? 0) * tokensPerPicture,
      };
    });
    loading.set(encoding, counter);
  }
  return counter;
}
