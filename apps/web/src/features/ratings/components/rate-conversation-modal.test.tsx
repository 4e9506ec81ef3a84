// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { RateConversationModal } from './rate-conversation-modal';

const api = vi.hoisted(() => ({ rateConversation: vi.fn(), skipRating: vi.fn() }));

vi.mock('../api/ratings', () => ({
  rateConversation: api.rateConversation,
  skipRating: api.skipRating,
  // Asked now: the conversation with Wren may be rated.
  useConversationRating: () => ({
    data: { topic_id: 7, can_rate: true, rated_name: 'Wren', rating: null },
    dataUpdatedAt: Date.now() + 60_000,
    isError: false,
  }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderModal(onClose: () => void) {
  render(
    <I18nextProvider i18n={i18n}>
      <RateConversationModal topicId={7} onClose={onClose} />
    </I18nextProvider>,
  );
}

async function rate(words: string) {
  fireEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
  fireEvent.change(screen.getByRole('textbox'), { target: { value: words } });
  fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
}

describe('rating a conversation', () => {
  it('stays open with the stars and words when the rating could not be saved', async () => {
    api.rateConversation.mockRejectedValue(new Error('offline'));
    const onClose = vi.fn();
    renderModal(onClose);
    await rate('Patient listener');
    await waitFor(() => expect(api.rateConversation).toHaveBeenCalledTimes(1));
    const sendButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Send rating' });
    await waitFor(() => expect(sendButton.disabled).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('Patient listener');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 of 5 stars' }).checked).toBe(
      true,
    );
  });

  it('closes once the rating is saved', async () => {
    api.rateConversation.mockResolvedValue({});
    const onClose = vi.fn();
    renderModal(onClose);
    await rate('Patient listener');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
