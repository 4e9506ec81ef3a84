import type { TConversationRatingState } from '@parlor/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ratingKeys } from '../api/ratings';
import { ConversationRatingPanel } from './conversation-rating-panel';

const hour = 3_600_000;

/** The panel as the page draws it from the server's answer about topic 7. */
function renderPanel(state: Omit<TConversationRatingState, 'topic_id'>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(ratingKeys.conversation(7), { topic_id: 7, ...state });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConversationRatingPanel topicId={7} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function rating(givenHoursAgo: number, score: number | null = 2) {
  const createdAt = Date.now() - givenHoursAgo * hour;
  return {
    score,
    comment: score === null ? null : 'Too many long pauses',
    is_skipped: score === null,
    created_at: new Date(createdAt).toISOString(),
    editable_until: score === null ? null : new Date(createdAt + 24 * hour).toISOString(),
  };
}

describe("the owner's rating beside the chat", () => {
  it('offers Change rating within 24 h of giving it', () => {
    const html = renderPanel({ can_rate: false, rated_name: 'Wren', rating: rating(23) });
    expect(html).toContain('aria-label="2 of 5 stars"');
    expect(html).toContain('Too many long pauses');
    expect(html).toContain('You can change it until');
    expect(html).toContain('Change rating');
  });

  it('says it can no longer be changed after 24 h, without a Change button', () => {
    const html = renderPanel({ can_rate: false, rated_name: 'Wren', rating: rating(25) });
    expect(html).toContain('aria-label="2 of 5 stars"');
    expect(html).toContain(
      'This rating can no longer be changed: a rating can be changed for 24 hours after it was given.',
    );
    expect(html).not.toContain('Change rating');
  });

  it('offers Rate this conversation while it may be rated and the dialog was closed', () => {
    const html = renderPanel({ can_rate: true, rated_name: 'Wren', rating: null });
    expect(html).toContain('Rate this conversation');
  });

  it('shows nothing for a skip, or before there is anything to rate', () => {
    expect(renderPanel({ can_rate: false, rated_name: 'Wren', rating: rating(1, null) })).toBe('');
    expect(renderPanel({ can_rate: false, rated_name: null, rating: null })).toBe('');
  });
});
