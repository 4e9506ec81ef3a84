/** The shape of `topic_memories.notes`, written by the offline companion. */

/**
 * A fact about the person the offline companion kept, in the person's own words: what a
 * thing of their life is called ("my dog is called Biscuit"), where they moved or live, what
 * they work as.
 */
export interface TopicFact {
  kind: 'name' | 'moved' | 'lives' | 'work';
  /** For `name`: the possessive as written ("my", "meine", "mi"); else empty. */
  owner: string;
  /** For `name`: the thing named ("dog", "Hund", "perro"); else empty. */
  subject: string;
  /** The name, the place or the work ("Biscuit", "Hamburg", "a nurse"). */
  value: string;
}

/** What the offline companion kept of a topic: names, subjects and facts the user mentioned. */
export interface TopicNotes {
  names: string[];
  subjects: string[];
  /** Absent in notes kept before facts were (read as none). */
  facts?: TopicFact[];
}
