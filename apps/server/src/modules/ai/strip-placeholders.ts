/**
 * A bracketed token such as `[image]`, `[file]` or `[Your name]` (up to four words), not a
 * Markdown link's text. Such tokens are internal placeholders or a model's template gaps.
 */
const placeholderPattern = /[ \t]?\[[\p{L}\p{N}_-]+(?: [\p{L}\p{N}_-]+){0,3}\](?!\()/gu;

/**
 * A reply without bracketed placeholder tokens: the person never reads an internal token,
 * whatever a provider wrote.
 */
export function stripPlaceholders(text: string): string {
  return text.replace(placeholderPattern, '');
}

/** Whether a text holds a bracketed placeholder token (what tests assert never reaches a reply). */
export function hasPlaceholder(text: string): boolean {
  return new RegExp(placeholderPattern.source, 'u').test(text);
}
