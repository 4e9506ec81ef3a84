import OpenAI from 'openai';
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { AiConfig } from '../../config';
import { summaryInput, summaryInstructions } from './summary-instructions';
import { turnText } from './turn-text';
import type { AiProvider, ChatTurn, ModerationVerdict, Moderator, ReplyRequest } from './types';

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

/**
 * A turn as the API takes it: role and words; the pictures of a turn being answered, when
 * vision is on, as `image_url` parts after its words (low detail: a fixed, small cost).
 */
function messageOf(turn: ChatTurn): ChatCompletionMessageParam {
  if (turn.role !== 'user' || !turn.images?.length) {
    return { role: turn.role, content: turnText(turn) };
  }
  const parts: ChatCompletionContentPart[] = [
    { type: 'text', text: turnText(turn) },
    ...turn.images.map((url): ChatCompletionContentPart => ({
      type: 'image_url',
      image_url: { url, detail: 'low' },
    })),
  ];
  return { role: 'user', content: parts };
}

/**
 * A provider (or model) that takes no pictures answers 400, 413, 415 or 422 to a request
 * with `image_url` parts: the same request without them is sent instead.
 */
function refusesImages(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError)) return false;
  const status: number = typeof error.status === 'number' ? error.status : 0;
  return [400, 413, 415, 422].includes(status);
}

const withoutImages = (turns: ChatTurn[]) =>
  turns.map(({ images: _images, ...turn }) => turn satisfies ChatTurn);

/** Chat completions with streaming on, against OpenAI, Ollama, vLLM or llama.cpp's server. */
export function createOpenAiProvider(client: OpenAI, config: AiConfig): AiProvider {
  const open = (turns: ChatTurn[], model: string, signal: AbortSignal) =>
    client.chat.completions.create(
      {
        model,
        messages: turns.map(messageOf),
        max_tokens: config.maxTokens,
        stream: true,
      },
      { signal },
    );

  return {
    kind: 'openai',
    async *streamReply({ turns, visionModel, signal }: ReplyRequest) {
      const hasImages = turns.some((turn) => turn.images?.length);
      let stream;
      try {
        stream = await open(
          turns,
          hasImages ? (visionModel ?? config.model) : config.model,
          signal,
        );
      } catch (error) {
        if (!hasImages || !refusesImages(error)) throw error;
        // No vision there after all: the pictures become "The user sent a picture." again.
        stream = await open(withoutImages(turns), config.model, signal);
      }
      let isFinished = false;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        const delta = choice?.delta?.content;
        if (delta) yield delta;
        if (choice?.finish_reason) isFinished = true;
      }
      if (!isFinished) throw new DroppedStreamError();
    },
    async summarize(request) {
      const answer = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: 'system', content: summaryInstructions(request) },
            { role: 'user', content: summaryInput(request) },
          ],
          // Words take one to two tokens in the languages we serve.
          max_tokens: request.maxWords * 2 + 20,
          stream: false,
        },
        { signal: request.signal },
      );
      const text = answer.choices[0]?.message?.content?.trim() ?? '';
      if (!text) throw new Error('the provider answered an empty summary');
      return { text };
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
