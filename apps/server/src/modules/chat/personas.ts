/**
 * Companion personas: the names a topic's companion goes by. Nobody in a chat is shown a
 * real name ("No names"); the owner is shown to a guest under an alias from the same list.
 */
export const personaNames = [
  'Luna',
  'Milo',
  'Nova',
  'Kai',
  'Iris',
  'Leo',
  'Aria',
  'Finn',
  'Maya',
  'Theo',
  'Zoe',
  'Jasper',
  'Nora',
  'Elio',
  'Sage',
  'Remy',
  'Ivy',
  'Oscar',
  'Lena',
  'Noah',
] as const;

/** A random persona for a new topic's companion. */
export function pickPersona(random: () => number = Math.random): string {
  return personaNames[Math.floor(random() * personaNames.length)] ?? 'Luna';
}

/** The name the owner goes by in their topic: fixed per topic, never the companion's name. */
export function ownerAlias(topicId: number, companionName: string): string {
  const start = (topicId * 7 + 3) % personaNames.length;
  for (let step = 0; step < personaNames.length; step += 1) {
    const name = personaNames[(start + step) % personaNames.length]!;
    if (name !== companionName) return name;
  }
  return 'Guest';
}
