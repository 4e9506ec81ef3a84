import type { AiConfig } from '../../config';
import { createBuiltinModerator } from './builtin-moderator';
import { createOfflineCompanion } from './offline-companion';
import type { AiProvider, Moderator } from './types';

export type {
  AiProvider,
  ChatTurn,
  ModerationVerdict,
  Moderator,
  ReplyRequest,
  SummaryRequest,
  SummaryResult,
  TopicFact,
  TopicNotes,
} from './types';

/**
 * The companion's provider and moderator from the configuration: an OpenAI-compatible
 * endpoint when AI_BASE_URL is set, else the built-in offline companion; the provider's
 * moderation endpoint when AI_MODERATION=openai, else the built-in check.
 */
export async function createAi(
  config: AiConfig,
): Promise<{ provider: AiProvider; moderator: Moderator }> {
  if (!config.baseUrl) {
    return {
      provider: createOfflineCompanion({ wordDelayMs: config.offlineWordMs }),
      moderator: createBuiltinModerator(),
    };
  }
  // The OpenAI SDK is loaded only when configured (its modules cost start-up time).
  const { createOpenAiClient, createOpenAiModerator, createOpenAiProvider } =
    await import('./openai-provider');
  const client = createOpenAiClient(config);
  return {
    provider: createOpenAiProvider(client, config),
    moderator:
      config.moderation === 'openai' ? createOpenAiModerator(client) : createBuiltinModerator(),
  };
}
