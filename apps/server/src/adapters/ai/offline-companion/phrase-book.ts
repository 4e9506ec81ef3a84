/** The conversational situations the offline companion recognises, in the order it tests them. */
export const companionTopics = [
  'greeting',
  'farewell',
  'thanks',
  'loneliness',
  'stress',
  'sleep',
  'work',
  'relationships',
  'sadness',
  'question',
  'picture',
  'general',
] as const;
export type CompanionTopic = (typeof companionTopics)[number];

export interface TopicPhrases {
  /** Tested against the lower-cased message. */
  keywords: RegExp;
  openers: string[];
  followUps: string[];
}

/** Everything the offline companion says in one language. */
export interface PhraseBook {
  /** Sentences that quote the user's own words back (`{q}`). */
  reflections: string[];
  topics: Record<CompanionTopic, TopicPhrases>;
  /**
   * The safe mode (a crisis was detected in the topic): calm, caring words about safety and
   * help, never small talk and never the person's words quoted back.
   */
  safeMode: { openers: string[]; followUps: string[] };
}
