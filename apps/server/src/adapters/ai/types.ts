/** One turn of the conversation a provider answers. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  /** The words of the turn only: attachments are counted below, never written into it as tokens. */
  content: string;
  /** Pictures that came with the turn. */
  pictures?: number;
  /** Other files that came with the turn. */
  files?: number;
}

export interface ReplyRequest {
  /** The fixed system prompt first, then the conversation, oldest first. */
  turns: ChatTurn[];
  /** The language the reply must be in (en, de, es, ...). */
  lang: string;
  /** The topic is in safe mode (a crisis was detected): safety first, no small talk. */
  isSafeMode?: boolean;
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
}

/** The "No danger" check of user messages and replies. */
export interface Moderator {
  readonly kind: 'builtin' | 'openai';
  check(text: string, signal: AbortSignal): Promise<ModerationVerdict>;
}
