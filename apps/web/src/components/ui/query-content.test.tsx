import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { QueryContent, type QueryState } from './query-content';

const listed = (query: QueryState<string[]>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryContent
        query={query}
        errorMessage="Could not load the list"
        empty={{ title: 'Nothing yet', isEmpty: (items) => items.length === 0 }}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryContent>
    </I18nextProvider>,
  );

const state = (overrides: Partial<QueryState<string[]>>): QueryState<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: () => undefined,
  ...overrides,
});

describe('QueryContent', () => {
  it('shows the loading block while the query is pending', () => {
    const html = listed(state({ isPending: true }));
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<ul>');
  });

  it('shows the error with a Try again button, also when older data is kept', () => {
    for (const data of [undefined, ['kept']]) {
      const html = listed(state({ isError: true, data }));
      expect(html).toContain('role="alert"');
      expect(html).toContain('Could not load the list');
      expect(html).toContain('Try Again');
      expect(html).not.toContain('kept');
    }
  });

  it('shows the empty state for empty data, else the data', () => {
    expect(listed(state({ data: [] }))).toContain('Nothing yet');
    const html = listed(state({ data: ['first', 'second'] }));
    expect(html).toContain('<ul><li>first</li><li>second</li></ul>');
    expect(html).not.toContain('Nothing yet');
  });
});
