import { describe, expect, it } from 'vitest';
import { messageRecipientId } from './events';

describe('messageRecipientId: who is told of a message besides its author', () => {
  const seated = { userId: 1, guestId: 2 };
  const alone = { userId: 1, guestId: null };

  it('is the guest for the owner, the owner for the guest and for the companion', () => {
    expect(messageRecipientId(seated, { senderKind: 'user', senderId: 1 })).toBe(2);
    expect(messageRecipientId(seated, { senderKind: 'user', senderId: 2 })).toBe(1);
    expect(messageRecipientId(seated, { senderKind: 'ai', senderId: null })).toBe(1);
    expect(messageRecipientId(alone, { senderKind: 'ai', senderId: null })).toBe(1);
  });

  it('is nobody for a system line, or for the owner writing to an empty seat', () => {
    expect(messageRecipientId(seated, { senderKind: 'system', senderId: null })).toBeNull();
    expect(messageRecipientId(alone, { senderKind: 'user', senderId: 1 })).toBeNull();
  });
});
