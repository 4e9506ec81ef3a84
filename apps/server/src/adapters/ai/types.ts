import type { TopicNotes } from '../../db/schema/topic-notes';
/** One turn of the conversation a provider answers. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  /** The words of the turn only: attachments are counted below, never written into it as tokens. */
  content: string;
  /** Pictures that came with the turn. */
  pictures?: number;
  /** Other files that came with the turn. */
  files?: number;
  /**
   * The pictures themselves, as `data:` URLs of the stored (re-encoded, metadata-free)
   * files, for a provider with vision on; only for the turns being answered.
   */
  images?: string[];
}

export type { TopicFact, TopicNotes } from '../../db/schema/topic-notes';

/**
 * A summary to write: `memory` (the companion's own rolling summary of the earlier part of a
 * conversation, for its prompt) or `handoff` (a short summary a person taking over reads,
 * after the owner approved it).
 */
export interface SummaryRequest {
  kind: 'memory' | 'handoff';
  /** The summary so far (memory only): the new part is folded into it. */
  previous: string;
  previousNotes: TopicNotes;
  /** The part of the conversation to summarise, oldest first (already masked). */
  turns: ChatTurn[];
  lang: string;
  /** At most this many words. */
  maxWords: number;
  signal: AbortSignal;
}

export interface SummaryResult {
  text: string;
  /** The offline companion's notes (names, subjects), merged with the previous ones. */
  notes?: TopicNotes;
}

export interface ReplyRequest {
  /** The fixed system prompt first, then the conversation, oldest first. */
  turns: ChatTurn[];
  /** The language the reply must be in (en, de, es, ...). */
  lang: string;
  /** The topic is in safe mode (a crisis was detected): safety first, no small talk. */
  isSafeMode?: boolean;
  /** What the companion kept of the topic (the offline companion answers "do you remember…" from it). */
  notes?: TopicNotes;
  /** The model to ask when the turns carry pictures (the `ai_vision_model` setting). */
  visionModel?: string;
  signal: AbortSignal;
}

/** What a moderation step concluded about one text. */
export type ModerationVerdict = 'ok' | 'self_harm' | 'threat' | 'minors' | 'unsafe';

/**
 * Where the companion's words come from: the built-in offline companion or any
 * OpenAI-compatible chat-completions endpoint. Both stream the reply in pieces.
 */
export interface AiProvider {
  readonly kind: 'offline' | 'openai';
  /** Streams the reply's text in pieces; throws when the provider fails or the stream breaks. */
  streamReply(request: ReplyRequest): AsyncIterable<string>;
  /** Writes a summary (not streamed); throws when the provider fails. */
  summarize(request: SummaryRequest): Promise<SummaryResult>;
}

/** The "No danger" check of user messages and replies. */
export interface Moderator {
  readonly kind: 'builtin' | 'openai';
  check(text: string, signal: AbortSignal): Promise<ModerationVerdict>;
}
