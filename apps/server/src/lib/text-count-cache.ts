/**
 * A least-recently-used cache of a number per text (e.g. its tokens), bounded by the
 * characters of the texts it keeps, so a few very long texts cannot hold much memory.
 */
export function textCountCache(options: { maxChars: number; maxTextChars: number }) {
  const counts = new Map<string, number>();
  let chars = 0;
  return {
    /** The text's count: remembered, or computed by `count` and remembered. */
    get(text: string, count: (text: string) => number): number {
      const known = counts.get(text);
      if (known !== undefined) {
        // Map order is insertion order: taken out and in again, it is the newest.
        counts.delete(text);
        counts.set(text, known);
        return known;
      }
      const value = count(text);
      if (text.length > options.maxTextChars) return value;
      counts.set(text, value);
      chars += text.length;
      for (const [oldest] of counts) {
        if (chars <= options.maxChars) break;
        counts.delete(oldest);
        chars -= oldest.length;
      }
      return value;
    },
    get size(): number {
      return counts.size;
    },
  };
}
