import type { AiConfig } from '../../config';
import { createBuiltinModerator } from './builtin-moderator';
import { createOfflineCompanion } from './offline-companion';
import { createOpenAiClient, createOpenAiModerator, createOpenAiProvider } from './openai-provider';
import type { AiProvider, Moderator } from './types';

export type {
  AiProvider,
  ChatTurn,
  ModerationVerdict,
  Moderator,
  ReplyRequest,
  SummaryRequest,
  SummaryResult,
  TopicNotes,
} from './types';

/**
 * The companion's provider and moderator from the configuration: an OpenAI-compatible
 * endpoint when AI_BASE_URL is set, else the built-in offline companion; the provider's
 * moderation endpoint when AI_MODERATION=openai, else the built-in check.
 */
export function createAi(config: AiConfig): { provider: AiProvider; moderator: Moderator } {
  if (!config.baseUrl) {
    return { provider: createOfflineCompanion(), moderator: createBuiltinModerator() };
  }
  const client = createOpenAiClient(config);
  return {
    provider: createOpenAiProvider(client, config),
    moderator:
      config.moderation === 'openai' ? createOpenAiModerator(client) : createBuiltinModerator(),
  };
}
