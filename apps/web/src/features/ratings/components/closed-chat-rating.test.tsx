import type { TConversationRatingState } from '@parlor/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ratingKeys } from '../api/ratings';
import { ClosedChatRating } from './closed-chat-rating';

const hour = 3_600_000;

/** The rating line of closed conversation 7 in "Active chats", from the server's answer. */
function renderLine(state: Omit<TConversationRatingState, 'topic_id'>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(ratingKeys.conversation(7), { topic_id: 7, ...state });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ClosedChatRating topicId={7} title="Late talk" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function rating(givenHoursAgo: number, score: number | null = 4) {
  const createdAt = Date.now() - givenHoursAgo * hour;
  return {
    score,
    comment: score === null ? null : 'Patient listener',
    is_skipped: score === null,
    created_at: new Date(createdAt).toISOString(),
    editable_until: score === null ? null : new Date(createdAt + 24 * hour).toISOString(),
  };
}

describe("the owner's rating on a closed conversation", () => {
  it('shows the given stars and Change rating within 24 h', () => {
    const html = renderLine({ can_rate: false, rated_name: 'Wren', rating: rating(2) });
    expect(html).toContain('aria-label="4 of 5 stars"');
    expect(html).toContain('aria-label="Change rating: Late talk"');
  });

  it('shows nothing once the rating can no longer be changed, or for a skip', () => {
    expect(renderLine({ can_rate: false, rated_name: 'Wren', rating: rating(25) })).toBe('');
    expect(renderLine({ can_rate: false, rated_name: 'Wren', rating: rating(1, null) })).toBe('');
  });

  it('offers Rate this conversation while it may still be rated, and nothing without a person', () => {
    expect(renderLine({ can_rate: true, rated_name: 'Wren', rating: null })).toContain(
      'aria-label="Rate this conversation: Late talk"',
    );
    expect(renderLine({ can_rate: false, rated_name: null, rating: null })).toBe('');
  });
});
