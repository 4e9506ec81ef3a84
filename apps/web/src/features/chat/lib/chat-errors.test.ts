import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { existingChatOf, filesRefusalMessage, isSeatLost } from './chat-errors';

describe('existingChatOf (spec §8: "You already have active chat" names the chat)', () => {
  it('reads the id from the payload and the quoted title from the message', () => {
    const error = new ApiError('You already have active chat "My topic"', 409, {
      code: 'ACTIVE_CHAT_LIMIT',
      payload: { topic_id: 7 },
    });
    expect(existingChatOf(error)).toEqual({
      message: 'You already have active chat "My topic"',
      topicId: 7,
      title: 'My topic',
    });
  });

  it('reads titles in German and Spanish quotes, without an id', () => {
    const german = new ApiError('Du hast bereits einen aktiven Chat „Mein Thema“', 409, {
      code: 'ACTIVE_CHAT_LIMIT',
    });
    expect(existingChatOf(german)).toMatchObject({ topicId: undefined, title: 'Mein Thema' });
    const spanish = new ApiError('Ya tienes un chat activo «Mi tema»', 409, {
      code: 'ACTIVE_CHAT_LIMIT',
    });
    expect(existingChatOf(spanish)?.title).toBe('Mi tema');
  });

  it('ignores every other failure', () => {
    expect(
      existingChatOf(new ApiError('Chat is full', 409, { code: 'TOPIC_FULL' })),
    ).toBeUndefined();
    expect(existingChatOf(new Error('boom'))).toBeUndefined();
  });
});

describe('filesRefusalMessage (a message with files the server refused)', () => {
  it("shows the server's sentence for a refused file, an image budget and a full image queue", () => {
    const tooLarge = new ApiError('Invalid file size', 422, { code: 'VALIDATION' });
    const budget = new ApiError(
      'You have sent many large images. Please try again in 540 seconds.',
      429,
      { code: 'RATE_LIMITED' },
    );
    const busy = new ApiError(
      'Many images are being processed right now. Please try again in 10 seconds.',
      503,
      { code: 'IMAGES_BUSY' },
    );
    expect(filesRefusalMessage(tooLarge)).toBe('Invalid file size');
    expect(filesRefusalMessage(budget)).toBe(budget.message);
    expect(filesRefusalMessage(busy)).toBe(busy.message);
  });

  it('has none for other failures (the page says "Failed to send files.")', () => {
    expect(filesRefusalMessage(new ApiError('Bad gateway', 502))).toBeUndefined();
    expect(filesRefusalMessage(new ApiError('Down', 503))).toBeUndefined();
    expect(filesRefusalMessage(new Error('boom'))).toBeUndefined();
  });
});

describe('isSeatLost (a refused send after which the page leaves for the rooms)', () => {
  it('is a 403, or a 404 that is not a timeout', () => {
    expect(isSeatLost(new ApiError('No permission', 403, { code: 'NOT_PARTICIPANT' }))).toBe(true);
    expect(isSeatLost(new ApiError('Topic not found', 404, { code: 'TOPIC_NOT_FOUND' }))).toBe(
      true,
    );
  });

  it('is not unaccepted house rules, a timeout or any other failure', () => {
    const terms = new ApiError('Accept the rules', 403, { code: 'TERMS_NOT_ACCEPTED' });
    expect(isSeatLost(terms)).toBe(false);
    expect(isSeatLost(new ApiError('Request timed out', 404, { isTimeout: true }))).toBe(false);
    expect(isSeatLost(new ApiError('Not enough points', 402))).toBe(false);
    expect(isSeatLost(new Error('boom'))).toBe(false);
  });
});
