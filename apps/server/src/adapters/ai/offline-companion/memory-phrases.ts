/**
 * The offline companion's words about what it kept of a topic: the answer to "do you
 * remember…" and the short summaries it writes. `{items}` is a list of what it kept.
 */
export interface MemoryPhrases {
  /** "Do you remember…", "Erinnerst du dich…", "¿Te acuerdas…" (folded, lower case). */
  asks: RegExp;
  known: string;
  notAmongKept: string;
  nothingKept: string;
  /** The memory summary (for its own prompt) and the hand-off summary (for a person). */
  memorySummary: string;
  handoffSummary: string;
  handoffNothing: string;
  /** The answer to a question about facts the person told (`{facts}`: "your dog is called Biscuit"). */
  factsKnown: string;
  /** The facts in the companion's own summary, and in the hand-off summary without or with subjects. */
  memoryFacts: string;
  handoffFacts: string;
  handoffFactsAndItems: string;
}

export const memoryPhrases: Record<'en' | 'de' | 'es', MemoryPhrases> = {
  en: {
    asks: /\b(do you remember|remember what|remember when|you remember|do you recall)\b/,
    known: 'Yes, I remember: you told me about {items}. Would you like to pick it up from there?',
    notAmongKept:
      'I’m sorry, I don’t have that in what I kept from our talk. I only kept this: {items}. Would you tell me again?',
    nothingKept:
      'I’m sorry, I didn’t keep anything from earlier in this conversation. Would you tell me again?',
    memorySummary: 'Earlier the person talked about {items}.',
    handoffSummary:
      'The person talked with the AI companion about {items} and would now like to talk with a person.',
    handoffNothing:
      'The person talked with the AI companion for a short while and would now like to talk with a person.',
    factsKnown: 'Yes, I remember: {facts}. Would you like to tell me more?',
    memoryFacts: 'The person said that {facts}.',
    handoffFacts:
      'The person told the AI companion that {facts}. They would now like to talk with a person.',
    handoffFactsAndItems:
      'The person told the AI companion that {facts}, and talked about {items}. They would now like to talk with a person.',
  },
  de: {
    asks: /\b(erinnerst du dich|weisst du noch|weißt du noch|erinnerst du)\b/,
    known: 'Ja, ich erinnere mich: Du hast mir von {items} erzählt. Möchtest du dort anknüpfen?',
    notAmongKept:
      'Das tut mir leid, das habe ich von unserem Gespräch nicht behalten. Behalten habe ich nur: {items}. Erzählst du es mir noch einmal?',
    nothingKept:
      'Das tut mir leid, ich habe von früher in diesem Gespräch nichts behalten. Erzählst du es mir noch einmal?',
    memorySummary: 'Früher ging es um {items}.',
    handoffSummary:
      'Die Person hat mit dem KI-Begleiter über {items} gesprochen und möchte jetzt mit einem Menschen reden.',
    handoffNothing:
      'Die Person hat kurz mit dem KI-Begleiter gesprochen und möchte jetzt mit einem Menschen reden.',
    factsKnown: 'Ja, ich erinnere mich: {facts}. Möchtest du mir mehr davon erzählen?',
    memoryFacts: 'Die Person hat erzählt: {facts}.',
    handoffFacts:
      'Die Person hat dem KI-Begleiter erzählt: {facts}. Sie möchte jetzt mit einem Menschen reden.',
    handoffFactsAndItems:
      'Die Person hat dem KI-Begleiter erzählt: {facts}. Außerdem ging es um {items}. Sie möchte jetzt mit einem Menschen reden.',
  },
  es: {
    asks: /\b(te acuerdas|recuerdas|te recuerdas)\b/,
    known: 'Sí, lo recuerdo: me hablaste de {items}. ¿Quieres seguir desde ahí?',
    notAmongKept:
      'Lo siento, eso no está en lo que guardé de nuestra charla. Solo guardé esto: {items}. ¿Me lo cuentas otra vez?',
    nothingKept:
      'Lo siento, no guardé nada de antes en esta conversación. ¿Me lo cuentas otra vez?',
    memorySummary: 'Antes la persona habló de {items}.',
    handoffSummary:
      'La persona habló con el compañero de IA sobre {items} y ahora quiere hablar con una persona.',
    handoffNothing:
      'La persona habló un rato con el compañero de IA y ahora quiere hablar con una persona.',
    factsKnown: 'Sí, lo recuerdo: {facts}. ¿Quieres contarme más?',
    memoryFacts: 'La persona contó que {facts}.',
    handoffFacts:
      'La persona le contó al compañero de IA que {facts}. Ahora quiere hablar con una persona.',
    handoffFactsAndItems:
      'La persona le contó al compañero de IA que {facts}, y habló de {items}. Ahora quiere hablar con una persona.',
  },
};
