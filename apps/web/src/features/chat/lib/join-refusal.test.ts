import { describe, expect, it } from 'vitest';
import '../texts';
import { entryRefusalOf, joinRefusalMessage } from './join-refusal';

const visitor = { is_owner: false, is_guest: false };

describe('a visitor the chat page refuses before the house rules', () => {
  it('is refused at a full topic, in the words "Chat is full"', () => {
    const refusal = entryRefusalOf({ ...visitor, join_refusal: 'full' });
    expect(refusal).toBe('full');
    expect(joinRefusalMessage(refusal!)).toBe('Chat is full');
  });

  it('is refused by the seat rule in its own words', () => {
    expect(joinRefusalMessage(entryRefusalOf({ ...visitor, join_refusal: 'closed' })!)).toBe(
      'The owner keeps this topic to themselves and the companion: nobody can join it.',
    );
    expect(
      joinRefusalMessage(entryRefusalOf({ ...visitor, join_refusal: 'interlocutorsOnly' })!),
    ).toBe('Only approved interlocutors can join this topic.');
  });

  it('lets the owner, the guest and an admitted visitor in', () => {
    expect(entryRefusalOf({ is_owner: true, is_guest: false, join_refusal: null })).toBeNull();
    expect(entryRefusalOf({ is_owner: false, is_guest: true, join_refusal: null })).toBeNull();
    expect(entryRefusalOf({ ...visitor, join_refusal: null })).toBeNull();
  });
});
