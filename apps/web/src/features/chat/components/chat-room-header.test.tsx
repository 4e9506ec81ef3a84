// @vitest-environment jsdom
import type { TTopic } from '@parlor/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import '../texts';
import { ChatRoomHeader } from './chat-room-header';

const topic = {
  id: 9,
  title: 'Evening thoughts',
  room_id: 3,
  room: { title: 'Night owls' },
  user_id: 1,
  guest_id: null,
  participants_count: 1,
  is_closed: false,
  chat_mode: 'ai',
  companion_name: 'Ivy',
  companion_kind: 'ai',
  is_owner: true,
  is_guest: false,
  seat_policy: 'anyone',
} as TTopic;

function renderHeader() {
  const client = new QueryClient();
  client.setQueryData(profileQueryKey, { id: 1, balance: 40 });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ChatRoomHeader topic={topic} typingName={null} onOpenMenu={() => undefined} />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Sets what `navigator.onLine` says and tells the page, as the browser does. */
function goOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the chat header's presence while the browser is offline", () => {
  it('says the companion is online while the browser is', () => {
    renderHeader();
    expect(screen.getByRole('banner').textContent).toContain('Online · Night owls');
  });

  it('says the page is offline instead of claiming presence, and Online again once back', () => {
    renderHeader();
    goOnline(false);
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('You are offline · Night owls');
    expect(header.textContent).not.toContain('Online');
    goOnline(true);
    expect(header.textContent).toContain('Online · Night owls');
  });
});
