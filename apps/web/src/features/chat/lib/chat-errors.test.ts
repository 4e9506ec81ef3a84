import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { existingChatOf } from './chat-errors';

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
