import DOMPurify from 'dompurify';

/**
 * Content stored escaped (`&lt;p&gt;Hello&lt;/p&gt;`, as some editors save it) is decoded
 * once into markup. Markup that already has tags is left alone, so an escaped `&lt;` in
 * real text stays text.
 */
function decodeEscapedMarkup(html: string): string {
  // Double-escaped entities (`&amp;nbsp;`, `&amp;#8364;`) become the entity they meant.
  html = html.replace(/&amp;(#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/gi, '&$1;');
  if (/<[a-z!/]/i.test(html) || !/&lt;\/?[a-z]/i.test(html)) return html;
  const textarea = document.createElement('textarea');
  textarea.innerHTML = html;
  return textarea.value;
}

/**
 * Static page HTML as the page shows it (spec §2, Static page screen), sanitised again on
 * the client whatever the server did: named entities decoded (the browser's parser turns
 * `&nbsp;`, `&eacute;` … into characters), no scripts, no event handlers, no inline styles,
 * and every table wrapped in a horizontally scrolling, keyboard-focusable container.
 */
export function cleanStaticHtml(html: string): string {
  const fragment = DOMPurify.sanitize(decodeEscapedMarkup(html), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style', 'class', 'id'],
    ADD_ATTR: ['target'],
  });
  for (const table of fragment.querySelectorAll('table')) {
    if (table.parentElement?.classList.contains('table-scroll')) continue;
    const wrapper = document.createElement('div');
    wrapper.className = 'table-scroll';
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
    wrapper.tabIndex = 0;
    table.replaceWith(wrapper);
    wrapper.appendChild(table);
  }
  for (const link of fragment.querySelectorAll('a[target="_blank"]')) {
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const container = document.createElement('div');
  container.appendChild(fragment);
  return container.innerHTML;
}
