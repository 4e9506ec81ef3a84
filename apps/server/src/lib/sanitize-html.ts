import sanitize from 'sanitize-html';

const allowedTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'a',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'img',
];

// Served content repeats (FAQ, static pages): remember recent results.
const memo = new Map<string, string>();
const memoLimit = 500;

/**
 * Cleans HTML from the database before it reaches a browser: no scripts, no event
 * handlers, no inline styles, only http(s)/mailto/tel links, and external links
 * opened safely. Entities are decoded and re-encoded minimally.
 */
export function sanitizeHtml(html: string): string {
  const cached = memo.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitize(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const isExternal = /^https?:\/\//i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: isExternal
            ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
            : attribs,
        };
      },
    },
  });
  if (memo.size >= memoLimit) memo.delete(memo.keys().next().value!);
  memo.set(html, clean);
  return clean;
}
