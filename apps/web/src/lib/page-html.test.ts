// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cleanStaticHtml as cleanWith,
  loadDomPurifySanitizer,
  nativeHtmlSanitizer,
  type HtmlSanitizer,
} from './page-html';

// jsdom has no HTML Sanitizer API: these run the DOMPurify path. The browser tests run the
// native one (e2e/site.spec.ts, "static pages").
let sanitize: HtmlSanitizer;
beforeAll(async () => {
  sanitize = await loadDomPurifySanitizer();
});
const cleanStaticHtml = (html: string) => cleanWith(html, sanitize);

describe('cleanStaticHtml (static page screen)', () => {
  it('uses DOMPurify where the browser has no Sanitizer API', () => {
    expect(nativeHtmlSanitizer()).toBeNull();
  });

  it('removes scripts, event handlers, inline styles and javascript: links', () => {
    const html = cleanStaticHtml(
      '<h2 style="color:red" class="x">Title</h2><script>alert(1)</script>' +
        '<p onclick="steal()">Text</p><a href="javascript:alert(2)">bad</a><img src="x" onerror="alert(3)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|class=|javascript:/);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<p>Text</p>');
  });

  it('wraps every table in a focusable horizontal scroll container', () => {
    const html = cleanStaticHtml(
      '<table><tr><td>a</td></tr></table><p>between</p><table><tr><td>b</td></tr></table>',
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const tables = container.querySelectorAll('table');
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(table.parentElement?.className).toBe('table-scroll');
      expect(table.parentElement?.getAttribute('tabindex')).toBe('0');
    }
  });

  it('decodes named entities, also when they were escaped twice', () => {
    const container = document.createElement('div');
    container.innerHTML = cleanStaticHtml(
      '<p>Caf&eacute;&nbsp;&amp;&nbsp;Bar &amp;mdash; 5&amp;euro;</p>',
    );
    expect(container.textContent).toBe('Café\u00a0&\u00a0Bar — 5€');
  });

  it('turns wholly escaped markup back into markup, sanitised', () => {
    const container = document.createElement('div');
    container.innerHTML = cleanStaticHtml(
      '&lt;h2&gt;Heading&lt;/h2&gt;&lt;p&gt;Body&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(container.querySelector('h2')?.textContent).toBe('Heading');
    expect(container.querySelector('p')?.textContent).toBe('Body');
    expect(container.querySelector('script')).toBeNull();
  });

  it('leaves escaped text inside real markup as text', () => {
    const container = document.createElement('div');
    container.innerHTML = cleanStaticHtml('<p>1 &lt; 2 and &lt;b&gt; stays text</p>');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('1 < 2 and <b> stays text');
  });

  it('opens links to other sites safely', () => {
    const html = cleanStaticHtml('<a href="https://example.com" target="_blank">x</a>');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('keeps only the tags and attributes the server allows', () => {
    const html = cleanStaticHtml(
      '<p id="a" title="t">Text</p><iframe src="https://example.com"></iframe>' +
        '<form><input name="q"><button>Go</button></form><style>p{}</style>' +
        '<table><tr><td colspan="2" class="c">cell</td></tr></table>',
    );
    expect(html).not.toMatch(/iframe|form|input|button|style|id=|title=|class="c"/);
    expect(html).toContain('<td colspan="2">cell</td>');
    expect(html).toContain('<p>Text</p>');
  });

  it('keeps links and images only with the schemes the server allows', () => {
    const container = document.createElement('div');
    container.innerHTML = cleanStaticHtml(
      '<a href="mailto:help@example.com">mail</a><a href="/terms">terms</a>' +
        '<a href="data:text/html,x">data</a><a href="vbscript:x">vb</a>' +
        '<img src="https://example.com/a.png" alt="kept"><img src="http://example.com/b.png" alt="gone">',
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:help@example.com', '/terms', null, null]);
    expect([...container.querySelectorAll('img')].map((img) => img.alt)).toEqual(['kept']);
  });

  it('whatever a sanitiser lets through, keeps only the allowed tags and attributes', () => {
    // A sanitiser that only parses: the rules applied after any sanitiser still hold.
    const parseOnly: HtmlSanitizer = (html) => {
      const container = document.implementation.createHTMLDocument('').createElement('div');
      container.innerHTML = html;
      return container;
    };
    const container = document.createElement('div');
    container.innerHTML = cleanWith(
      '<section class="s"><h2 onclick="x()">Title</h2><font color="red">old text</font></section>' +
        '<script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)" onclick="y()">a</a>' +
        '<img src="https://example.com/a.png" onerror="z()" alt="i">',
      parseOnly,
    );
    expect(container.innerHTML).toBe(
      '<h2>Title</h2>old text<a>a</a><img src="https://example.com/a.png" alt="i">',
    );
  });
});
