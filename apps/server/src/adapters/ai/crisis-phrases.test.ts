import { describe, expect, it } from 'vitest';
import { moderateLocally } from './builtin-moderator';
import { saysTheyAreSafe, speaksOfSelfHarm } from './crisis-phrases';

describe('the built-in crisis detection', () => {
  it.each([
    // Plain intent.
    'I want to kill myself',
    'Sometimes I think about suicide',
    "I don't want to live anymore",
    'Ich will mich umbringen',
    'Ich will nicht mehr leben',
    'Quiero morir',
    'Voy a quitarme la vida',
    // Indirect phrasing.
    "I don't want to wake up tomorrow",
    'I just want to fall asleep and never wake up.',
    'Everyone would be better off without me',
    'There is no point in living',
    'Ich will morgen nicht mehr aufwachen',
    'Ich möchte einschlafen und nie wieder aufwachen',
    'Alle wären besser dran ohne mich',
    'No quiero despertar mañana',
    'Quiero dormir y no despertar nunca',
    'Todos estarían mejor sin mí',
    // A denial elsewhere does not cancel the phrase.
    "I can't stop thinking that I want to die",
    "I'm not sure anymore, but I want to end my life",
    'No sé si quiero morir',
    'Ich will mir etwas antun',
    'Me voy a hacer daño',
  ])('fires on “%s”', (text) => {
    expect(speaksOfSelfHarm(text)).toBe(true);
    expect(moderateLocally(text)).toBe('self_harm');
  });

  it.each([
    "I'd never hurt myself",
    "I'm not going to kill myself, don't worry",
    "I'm not suicidal, just tired",
    "I don't want to die, I want things to change",
    'Ich würde mir nie etwas antun',
    'Ich würde mir niemals etwas antun',
    'Nunca me haría daño',
    'No me voy a matar, tranquilo',
    'No quiero morir',
    'I had a long day at work and I am tired',
    'Ich bin heute müde',
    'Estoy cansada del trabajo',
  ])('does not fire on “%s”', (text) => {
    expect(speaksOfSelfHarm(text)).toBe(false);
    expect(moderateLocally(text)).toBe('ok');
  });
});

describe('the end of safe mode ("I am safe")', () => {
  it.each([
    "I'm safe now",
    'I am safe now, thank you',
    'I’m okay now',
    'Ich bin in Sicherheit',
    'Ich bin jetzt wieder in Sicherheit',
    'Estoy a salvo',
    'Ya estoy a salvo, gracias',
  ])('is heard in “%s”', (text) => {
    expect(saysTheyAreSafe(text)).toBe(true);
  });

  it.each([
    "I'm not safe",
    'I am not safe now',
    'Ich bin nicht in Sicherheit',
    'No estoy a salvo',
    "I'm safe now but I still want to die",
    'Ich bin mir sicher',
  ])('is not heard in “%s”', (text) => {
    expect(saysTheyAreSafe(text)).toBe(false);
  });
});

describe('the safety signal of a message (the text scanned once)', () => {
  it('answers crisis, safe or nothing, with denials and the two together', async () => {
    const { safetySignalOfText } = await import('./crisis-phrases');
    expect(safetySignalOfText('Message number 7: how are you today?')).toBeNull();
    expect(safetySignalOfText('Sometimes I want to die')).toBe('crisis');
    expect(safetySignalOfText("I would never hurt myself, but I'd hurt myself if…")).toBe('crisis');
    expect(safetySignalOfText("I'd never hurt myself")).toBeNull();
    expect(safetySignalOfText("I'm safe now")).toBe('safe');
    expect(safetySignalOfText("I'm not safe")).toBeNull();
    expect(safetySignalOfText("I'm safe now but I want to die")).toBe('crisis');
    expect(safetySignalOfText('No quiero despertar jamás')).toBe('crisis');
    expect(safetySignalOfText('Ich bin jetzt in Sicherheit')).toBe('safe');
  });
});
