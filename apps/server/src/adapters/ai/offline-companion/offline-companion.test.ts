import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../types';
import { moderateLocally } from '../builtin-moderator';
import { classify, composeReply } from './compose-reply';
import { en } from './phrases-en';

/** A conversation with the offline companion: each message gets the reply composed for it. */
function converse(userMessages: string[], lang = 'en'): string[] {
  const turns: ChatTurn[] = [];
  const replies: string[] = [];
  for (const content of userMessages) {
    turns.push({ role: 'user', content });
    const reply = composeReply(turns, lang);
    replies.push(reply);
    turns.push({ role: 'assistant', content: reply });
  }
  return replies;
}

describe('the offline companion', () => {
  it('gives ten different replies to ten different messages, each with a follow-up question', () => {
    const replies = converse([
      'Hi',
      'I feel lonely most evenings',
      'Work is stressing me out, my boss keeps adding deadlines',
      'I cannot sleep, I lie awake until three',
      'My girlfriend and I had a big fight yesterday',
      'What is the meaning of life?',
      'I am just sad today',
      'I walked in the park this afternoon',
      'Thanks for listening',
      'Bye for now',
    ]);
    expect(new Set(replies).size).toBe(10);
    for (const reply of replies) expect(reply).toMatch(/\?$/);
  });

  it('never repeats itself within a topic, even to the same message', () => {
    const replies = converse(Array.from({ length: 30 }, () => 'I feel lonely'));
    expect(new Set(replies).size).toBe(30);
  });

  it('recognises the situation and quotes the person back', () => {
    expect(classify(en, 'I am so anxious about tomorrow')).toBe('stress');
    expect(classify(en, 'Will it rain on Sunday?')).toBe('question');
    const [reply] = converse(['My mother never calls me anymore and it hurts']);
    expect(reply).toContain('My mother never calls me anymore and it hurts');
  });

  it('answers in Spanish and German', () => {
    const [spanish] = converse(['Hola, me siento muy sola esta noche'], 'en');
    expect(spanish).toMatch(/^¿|[¿]/);
    const [german] = converse(['Ich kann nicht schlafen und bin so müde'], 'en');
    expect(german).toMatch(/\?$/);
    expect(german).toMatch(/Schlaf|schlaf|müde|Nächte|Nacht/);
  });
});

describe('the built-in moderation', () => {
  it('finds self-harm intent, threats and sexual content involving minors in three languages', () => {
    expect(moderateLocally('I want to end my life')).toBe('self_harm');
    expect(moderateLocally('Ich will nicht mehr leben')).toBe('self_harm');
    expect(moderateLocally('quiero morir')).toBe('self_harm');
    expect(moderateLocally("I'm going to kill you")).toBe('threat');
    expect(moderateLocally('te voy a matar')).toBe('threat');
    expect(moderateLocally('nude pictures of a 12 year old')).toBe('minors');
    expect(moderateLocally('I killed it at work today, so proud')).toBe('ok');
  });
});

describe('two messages sent before the offline companion answered', () => {
  /** The reply to `messages`, all sent before the companion answered (one reply to them). */
  const replyToAll = (messages: string[], lang = 'en') =>
    composeReply(
      messages.map((content): ChatTurn => ({ role: 'user', content })),
      lang,
    );

  it('get one reply that quotes both', () => {
    const reply = replyToAll([
      'My dog is sick and I am worried about him',
      'Also my boss keeps adding deadlines at work',
    ]);
    expect(reply).toContain('My dog is sick and I am worried about him');
    expect(reply).toContain('Also my boss keeps adding deadlines at work');
    expect(reply).toMatch(/\?$/);
  });

  it('answer a greeting and what follows it: the greeting’s opener, the second one quoted and asked about', () => {
    const reply = replyToAll(['Hello there', 'I cannot sleep at night, I lie awake for hours']);
    expect(en.topics.greeting.openers.some((opener) => reply.startsWith(opener))).toBe(true);
    expect(reply).toContain('I cannot sleep at night, I lie awake for hours');
    expect(en.topics.sleep.followUps.some((followUp) => reply.endsWith(followUp))).toBe(true);
  });

  it('in German and Spanish too', () => {
    const german = replyToAll([
      'Ich habe heute meinen Job verloren',
      'Und meine Freundin hat auch keine Zeit für mich',
    ]);
    expect(german).toContain('„Ich habe heute meinen Job verloren“');
    expect(german).toContain('„Und meine Freundin hat auch keine Zeit für mich“');
    const spanish = replyToAll(['Hoy perdí mi trabajo', 'Y mi novia no tiene tiempo para mí']);
    expect(spanish).toContain('«Hoy perdí mi trabajo»');
    expect(spanish).toContain('«Y mi novia no tiene tiempo para mí»');
  });
});
