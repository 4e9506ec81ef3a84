/** Lower case without accents, so that "a" finds "Åland Islands" and "o" "Österreich". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The index of the option a list's type-ahead moves to (the WAI-ARIA listbox pattern): the
 * first label after `current` that begins with `typed`, searching round to the start. One
 * letter typed again and again ("ggg") steps through the labels that begin with it; a word
 * typed letter by letter ("ger") may stay on the current label while it still matches.
 * -1 when no label matches.
 */
export function typeAheadIndex(labels: readonly string[], typed: string, current: number): number {
  const needle = folded(typed);
  if (needle === '' || labels.length === 0) return -1;
  const isOneLetterRepeated = [...needle].every((letter) => letter === needle[0]);
  const search = isOneLetterRepeated ? needle[0]! : needle;
  const first = isOneLetterRepeated ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step += 1) {
    const index = (((first + step) % labels.length) + labels.length) % labels.length;
    if (folded(labels[index]!).startsWith(search)) return index;
  }
  return -1;
}
