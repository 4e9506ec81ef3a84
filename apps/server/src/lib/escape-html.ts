const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe to put into HTML, between tags or inside a quoted attribute: the five
 * characters that could end a text or an attribute become entities. Every page and mail the
 * server writes by hand escapes what it did not write itself through this one function.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}
