import { foldText } from './fold-text';

/** Small, frequent words that tell English, German and Spanish apart. */
const markers: Record<'en' | 'de' | 'es', Set<string>> = {
  en: new Set(
    'i the and not my am is are a an but very have to you it this that with was feel'.split(' '),
  ),
  de: new Set(
    'ich und nicht mich mir bin ist das die der ein eine auch aber sehr habe du es mit war fuhle heute'.split(
      ' ',
    ),
  ),
  es: new Set(
    'yo que y mi estoy es el la los las una un pero muy tengo por tu con era siento hoy'.split(' '),
  ),
};

/** The language a message is most likely written in, or undefined when unclear. */
export function detectLanguage(text: string): 'en' | 'de' | 'es' | undefined {
  const words = foldText(text).match(/[a-zß]+/g) ?? [];
  const scores = (Object.keys(markers) as ('en' | 'de' | 'es')[]).map((lang) => ({
    lang,
    score: words.filter((word) => markers[lang].has(word)).length,
  }));
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score === 0 || best.score === second?.score) return undefined;
  return best.lang;
}
