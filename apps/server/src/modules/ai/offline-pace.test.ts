import type { TMessage } from '@parlor/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOfflineCompanion } from '../../adapters/ai/offline-companion';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp } from '../../test/test-app';
import { browserHeaders, makeTopic, openSocket, wsUrl } from '../../test/chat-testing';
import { generateReply } from './generate-reply';

/** The frames the owner's page gets for one offline reply, with when each was sent (fake clock). */
async function streamedFrames(wordDelayMs: number, content: string) {
  const frames: { atMs: number; text: string }[] = [];
  const startedAt = Date.now();
  const reply = generateReply({
    provider: createOfflineCompanion({ wordDelayMs }),
    turns: [{ role: 'user', content }],
    lang: 'en',
    timeoutMs: 30_000,
    signal: new AbortController().signal,
    onText: async (text) => {
      frames.push({ atMs: Date.now() - startedAt, text });
    },
  });
  await vi.runAllTimersAsync();
  return { frames, text: await reply };
}

describe('the offline companion’s streamed reply', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('comes a word at a time at its pace: one frame per word, the pace apart', async () => {
    vi.useFakeTimers();
    const { frames, text } = await streamedFrames(
      100,
      'I feel lonely most evenings since I moved to a new city',
    );
    const words = text.split(/\s+/);
    expect(words.length).toBeGreaterThan(10);
    // A frame holds back the word being written until a blank and the next word settle it:
    // each word shows when the next one comes, 100 ms later, and the last when the reply ends.
    expect(frames.map((frame) => frame.atMs)).toEqual(
      words.map((_, index) => Math.min(index + 1, words.length - 1) * 100),
    );
    expect(frames.map((frame) => frame.text.split(/\s+/).filter(Boolean).length)).toEqual(
      words.map((_, index) => index + 1),
    );
    expect(frames.at(-1)!.text).toBe(text);
    for (const [index, frame] of frames.slice(1).entries()) {
      expect(frame.text.startsWith(frames[index]!.text)).toBe(true);
    }
  });

  it('writes every word at once at pace 0 (the tests’ set-up)', async () => {
    vi.useFakeTimers();
    const { frames, text } = await streamedFrames(0, 'I cannot sleep, I lie awake until three');
    expect(frames.every((frame) => frame.atMs === 0)).toBe(true);
    expect(frames.at(-1)!.text).toBe(text);
  });
});

describe('the offline companion’s pace on a server (AI_OFFLINE_WORD_MS)', () => {
  it('sends the owner’s socket a frame per word of the stored reply', async () => {
    // 80 ms a word: more than the frames' 50 ms throttle, so no two words share a frame
    // however late the timers run.
    const testApp = await createTestApp({
      env: { AI_OFFLINE_WORD_MS: '80' },
      settings: { bot_reply_interval_min: 0, bot_reply_interval_max: 0, message_symbol_cost: 0 },
    });
    try {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(testApp.app, { points: 50 });
      const client = await signedInClient(testApp.app, user);
      const topicId = await makeTopic(testApp.app, { ownerId: user.id });
      const socket = await openSocket(wsUrl(testApp.app), browserHeaders(client));
      try {
        const sent = await client.post('/api/messages/create', {
          topic_id: topicId,
          content: 'Work is stressing me out, my boss keeps adding deadlines',
        });
        expect(sent.statusCode).toBe(200);
        const isReply = (message: TMessage) => !message.is_mine;
        const stored = await socket.next(
          'message',
          (event) => isReply(event.message) && !event.message.is_typing,
          15_000,
        );
        const growing = socket.events
          .flatMap((event) => (event.type === 'message' ? [event.message] : []))
          .filter((message) => isReply(message) && message.is_typing && message.content);
        const words = stored.message.content.split(/\s+/);
        const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
        expect(growing.map((message) => wordCount(message.content))).toEqual(
          words.map((_, index) => index + 1),
        );
        expect(growing.at(-1)!.content).toBe(stored.message.content);
      } finally {
        await socket.close();
      }
    } finally {
      await testApp.close();
    }
  });
});
