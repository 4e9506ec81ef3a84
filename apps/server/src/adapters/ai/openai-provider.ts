import OpenAI from 'openai';
import type { AiConfig } from '../../config';
import { turnText } from './turn-text';
import type { AiProvider, ModerationVerdict, Moderator, ReplyRequest } from './types';

/** A stream that ended without a finish reason was cut off (the connection dropped). */
export class DroppedStreamError extends Error {
  constructor() {
    super('the provider stream ended before the reply was finished');
  }
}

/** The official client for an OpenAI-compatible endpoint; we retry ourselves, so it does not. */
export function createOpenAiClient(config: AiConfig): OpenAI {
  return new OpenAI({
    baseURL: config.baseUrl,
    // Ollama, vLLM and llama.cpp accept any key; the client insists on one.
    apiKey: config.apiKey ?? 'none',
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
}

/** Chat completions with streaming on, against OpenAI, Ollama, vLLM or llama.cpp's server. */
export function createOpenAiProvider(client: OpenAI, config: AiConfig): AiProvider {
  return {
    kind: 'openai',
    async *streamReply({ turns, signal }: ReplyRequest) {
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          // Only role and words go out: attachments become a sentence, never a token.
          messages: turns.map((turn) => ({ role: turn.role, content: turnText(turn) })),
          max_tokens: config.maxTokens,
          stream: true,
        },
        { signal },
      );
      let isFinished = false;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        const delta = choice?.delta?.content;
        if (delta) yield delta;
        if (choice?.finish_reason) isFinished = true;
      }
      if (!isFinished) throw new DroppedStreamError();
    },
  };
}

/** The provider's moderation endpoint (AI_MODERATION=openai). */
export function createOpenAiModerator(client: OpenAI): Moderator {
  return {
    kind: 'openai',
    async check(text, signal): Promise<ModerationVerdict> {
      const answer = await client.moderations.create({ input: text }, { signal });
      const result = answer.results[0];
      if (!result) return 'ok';
      const categories = result.categories as unknown as Record<string, boolean | undefined>;
      if (categories['sexual/minors']) return 'minors';
      if (
        categories['self-harm/intent'] ||
        categories['self-harm/instructions'] ||
        categories['self-harm']
      )
        return 'self_harm';
      if (categories['violence/threatening'] || categories['harassment/threatening'])
        return 'threat';
      return result.flagged ? 'unsafe' : 'ok';
    },
  };
}
