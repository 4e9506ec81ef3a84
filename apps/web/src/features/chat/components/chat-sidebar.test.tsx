import type { TTopic } from '@parlor/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import '../texts';
import { ChatSidebar } from './chat-sidebar';

const topic = {
  id: 9,
  title: 'Evening thoughts',
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

function renderSidebar(
  viewer: Partial<TTopic>,
  { isSearching = false }: { isSearching?: boolean } = {},
) {
  const client = new QueryClient();
  client.setQueryData(profileQueryKey, { id: 1, balance: 40 });
  const ignore = () => undefined;
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ChatSidebar
          topic={{ ...topic, ...viewer }}
          isSearching={isSearching}
          onShowHelpLines={ignore}
          onModeChange={ignore}
          onSeatPolicyChange={ignore}
          onRemoveGuest={ignore}
          onReport={ignore}
          onLeave={ignore}
          onDeleteConversation={ignore}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const panelTitles = (html: string) =>
  [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

describe("the chat page's panels", () => {
  it('each have their own title for the owner: who may join is not a second "Settings"', () => {
    const titles = panelTitles(renderSidebar({}));
    expect(titles).toEqual(['Participants', 'Balance', 'Chat mode', 'Who may join', 'Settings']);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('keep the seat choices a named group', () => {
    const html = renderSidebar({});
    expect(html).toMatch(/<legend class="sr-only">Who may join<\/legend>/);
  });

  it('show the guest participants, balance and settings only', () => {
    const titles = panelTitles(renderSidebar({ is_owner: false, is_guest: true, user_id: null }));
    expect(titles).toEqual(['Participants', 'Balance', 'Settings']);
  });

  it('show no balance or top-up to the matched interlocutor, whose messages are free', () => {
    const html = renderSidebar({
      is_owner: false,
      is_guest: true,
      user_id: null,
      free_sends: 'interlocutor',
    });
    expect(panelTitles(html)).toEqual(['Participants', 'Settings']);
    expect(html).not.toContain('Top up');
  });

  it('keep the balance for a walk-in guest and in safe mode', () => {
    expect(panelTitles(renderSidebar({ free_sends: 'safe_mode' }))).toContain('Balance');
    expect(panelTitles(renderSidebar({ is_owner: false, is_guest: true }))).toContain('Balance');
  });

  it('keep the help lines one tap away in the menu', () => {
    expect(renderSidebar({})).toMatch(/<button[^>]*>.*?Help lines<\/button>/);
    expect(renderSidebar({ is_owner: false, is_guest: true })).toContain('Help lines');
  });

  it('show Human chosen while a search runs, so that AI ends it at once', () => {
    const html = renderSidebar({ chat_mode: 'ai' }, { isSearching: true });
    expect(html).toMatch(/aria-checked="true"[^>]*>.*?Human<\/button>/);
    expect(html).toMatch(/aria-checked="false"[^>]*>.*?AI<\/button>/);
  });
});
