// The module alone: the page-html chunk would otherwise take the contracts' schemas in.
import { pageHtmlRules } from '@parlor/contracts/page-html';

/**
 * Page HTML (static pages, the console's preview) as the browser shows it: sanitised again
 * on the client whatever the server did, with the server's own rules
 * (`pageHtmlRules` of the contracts, which the server's sanitiser keeps to): its tags, its
 * attributes per tag, its link schemes; no scripts, event handlers, inline styles, classes
 * or ids.
 *
 * The sanitising itself is the browser's HTML Sanitizer API (`Element.setHTML`) where it
 * has one, and DOMPurify, loaded only then, where it does not: DOMPurify's pass over a
 * long page was the longest main-thread task of a static page's first visit
 * (docs/decisions/172-web-static-pages-sanitised-by-the-browser.md).
 */

const { tags: allowedTags, attributes: allowedAttributes } = pageHtmlRules;
const allowedTagSet = new Set<string>(allowedTags);
const textlessTags = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'template']);
const linkSchemes = new Set<string>(pageHtmlRules.linkSchemes);
const imageSchemes = new Set<string>(pageHtmlRules.imageSchemes);

/** Parses HTML into a detached container of an inert document, keeping only what is allowed. */
export type HtmlSanitizer = (html: string) => HTMLElement;

/** The subset of the HTML Sanitizer API used here (not yet in TypeScript's DOM types). */
interface SanitizerElement {
  name: string;
  attributes: string[];
}
interface SanitizerConfig {
  elements: (string | SanitizerElement)[];
  attributes: string[];
  comments: boolean;
  dataAttributes: boolean;
}
type SanitizerConstructor = new (config: SanitizerConfig) => object;
type SetHtml = (this: Element, html: string, options: { sanitizer: object }) => void;

/** An inert document: nothing parsed into it loads or runs. */
function inertContainer(): HTMLElement {
  return document.implementation.createHTMLDocument('').createElement('div');
}

/** The browser's own sanitiser, or null when it has none. */
export function nativeHtmlSanitizer(): HtmlSanitizer | null {
  const Sanitizer = (globalThis as { Sanitizer?: SanitizerConstructor }).Sanitizer;
  const setHtml = (Element.prototype as Partial<{ setHTML: SetHtml }>).setHTML;
  // `get` marks the standard API: Chrome shipped an earlier draft for a while (from version
  // 105), which would ignore this configuration and apply its own, wider defaults.
  if (
    typeof Sanitizer !== 'function' ||
    typeof setHtml !== 'function' ||
    typeof (Sanitizer.prototype as { get?: unknown }).get !== 'function'
  ) {
    return null;
  }
  let sanitizer: object;
  try {
    sanitizer = new Sanitizer({
      elements: allowedTags.map((name) => {
        const attributes = allowedAttributes[name];
        return attributes ? { name, attributes: [...attributes] } : name;
      }),
      attributes: [],
      comments: false,
      dataAttributes: false,
    });
  } catch {
    return null;
  }
  return (html) => {
    const container = inertContainer();
    // setHTML also always drops script-running markup, whatever the configuration says.
    setHtml.call(container, html, { sanitizer });
    return container;
  };
}

/** DOMPurify with the same rules, for browsers without the Sanitizer API. */
export async function loadDomPurifySanitizer(): Promise<HtmlSanitizer> {
  const { default: DOMPurify } = await import('dompurify');
  const options = {
    ALLOWED_TAGS: [...allowedTags],
    ALLOWED_ATTR: [...new Set(Object.values(allowedAttributes).flat())],
    RETURN_DOM_FRAGMENT: true as const,
  };
  return (html) => {
    const fragment = DOMPurify.sanitize(html, options);
    const container = (fragment.ownerDocument ?? document).createElement('div');
    container.append(fragment);
    return container;
  };
}

/**
 * Content stored escaped (`&lt;p&gt;Hello&lt;/p&gt;`, as some editors save it) is decoded
 * once into markup. Markup that already has tags is left alone, so an escaped `&lt;` in
 * real text stays text.
 */
function decodeEscapedMarkup(html: string): string {
  // Double-escaped entities (`&amp;nbsp;`, `&amp;#8364;`) become the entity they meant.
  html = html.replace(/&amp;(#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/gi, '&$1;');
  if (/<[a-z!/]/i.test(html) || !/&lt;\/?[a-z]/i.test(html)) return html;
  const textarea = inertContainer().ownerDocument.createElement('textarea');
  textarea.innerHTML = html;
  return textarea.value;
}

/** Whether a link or image address uses a scheme the server allows (relative ones do). */
function allowedAddress(value: string, schemes: ReadonlySet<string>): boolean {
  try {
    const url = new URL(value, window.location.href);
    // `URL.protocol` ends with a colon; the rules name schemes without one.
    return schemes.has(url.protocol.slice(0, -1)) || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Static page HTML as the page shows it (spec §2, Static page screen): named entities
 * decoded (the browser's parser turns `&nbsp;`, `&eacute;` … into characters), sanitised,
 * links and images only with the allowed schemes, links to other sites opened safely, and
 * every table wrapped in a horizontally scrolling, keyboard-focusable container.
 */
export function cleanStaticHtml(html: string, sanitize: HtmlSanitizer): string {
  const container = sanitize(decodeEscapedMarkup(html));
  // Whatever either sanitiser let through: only the allowed tags, each with only its own
  // attributes (DOMPurify's attribute list is one for all tags).
  for (const element of container.querySelectorAll('*')) {
    if (!allowedTagSet.has(element.localName)) {
      // As the server does: an unknown tag's text stays, a script's or a style's does not.
      if (textlessTags.has(element.localName)) element.remove();
      else element.replaceWith(...element.childNodes);
      continue;
    }
    const attributes = allowedAttributes[element.localName] ?? [];
    for (const name of element.getAttributeNames()) {
      if (!attributes.includes(name)) element.removeAttribute(name);
    }
  }
  for (const link of container.querySelectorAll('a[href]')) {
    if (!allowedAddress(link.getAttribute('href') ?? '', linkSchemes)) {
      link.removeAttribute('href');
    }
  }
  for (const image of container.querySelectorAll('img')) {
    if (!allowedAddress(image.getAttribute('src') ?? '', imageSchemes)) image.remove();
  }
  for (const link of container.querySelectorAll('a[target="_blank"]')) {
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const { ownerDocument } = container;
  for (const table of container.querySelectorAll('table')) {
    const wrapper = ownerDocument.createElement('div');
    wrapper.className = 'table-scroll';
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
    wrapper.tabIndex = 0;
    table.replaceWith(wrapper);
    wrapper.append(table);
  }
  return container.innerHTML;
}
