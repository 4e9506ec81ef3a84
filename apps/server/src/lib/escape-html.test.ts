import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns the five characters that can end a text or an attribute into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text, and entities written as text, readable', () => {
    expect(escapeHtml('Grüße, 10 € — ok')).toBe('Grüße, 10 € — ok');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
