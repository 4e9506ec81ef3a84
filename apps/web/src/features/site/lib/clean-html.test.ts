// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanStaticHtml } from './clean-html';

describe('cleanStaticHtml (static page screen)', () => {
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
});
