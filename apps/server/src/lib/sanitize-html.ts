import { createRequire } from 'node:module';
import { pageHtmlRules } from '@parlor/contracts';
import type sanitizeModule from 'sanitize-html';

// sanitize-html (with htmlparser2 and postcss) is loaded with the first page it cleans, not
// at start-up, where its modules cost a few hundred milliseconds.
const require = createRequire(import.meta.url);
let sanitize: typeof sanitizeModule | undefined;

// Served content repeats (FAQ, static pages): remember recent results, within a bound on
// the characters held, so previews of long drafts cannot fill the memory.
const memo = new Map<string, string>();
const memoLimit = 500;
const memoCharLimit = 4_000_000;
let memoChars = 0;

/**
 * Cleans HTML from the database before it reaches a browser: no scripts, no event
 * handlers, no inline styles, only http(s)/mailto/tel links, and external links
 * opened safely. Entities are decoded and re-encoded minimally.
 */
export function sanitizeHtml(html: string): string {
  const cached = memo.get(html);
  if (cached !== undefined) return cached;
  sanitize ??= require('sanitize-html') as typeof sanitizeModule;
  const clean = sanitize(html, {
    allowedTags: [...pageHtmlRules.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(pageHtmlRules.attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...pageHtmlRules.linkSchemes],
    allowedSchemesByTag: { img: [...pageHtmlRules.imageSchemes] },
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
  const size = html.length + clean.length;
  if (size > memoCharLimit / 8) return clean;
  while (memo.size >= memoLimit || memoChars + size > memoCharLimit) {
    const [oldest, oldestClean] = memo.entries().next().value!;
    memo.delete(oldest);
    memoChars -= oldest.length + oldestClean.length;
  }
  memo.set(html, clean);
  memoChars += size;
  return clean;
}
