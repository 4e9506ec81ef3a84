/**
 * What page HTML (static pages, FAQ answers) may contain: the server's sanitiser keeps only
 * this when it stores and serves the HTML (apps/server/src/lib/sanitize-html.ts), and the
 * browser cleans it again by the same rules (apps/web/src/lib/page-html.ts).
 */
export const pageHtmlRules = {
  tags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'small'],
    ...['sub', 'sup', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th'],
    ...['td', 'caption', 'img'],
  ],
  /** The attributes a tag may keep; a tag not named keeps none. */
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Schemes of an absolute link address (relative ones stay on this site). */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  /** Schemes of an absolute image address. */
  imageSchemes: ['https', 'data'],
} as const;
