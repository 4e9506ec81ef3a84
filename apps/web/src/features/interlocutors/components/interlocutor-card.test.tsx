import type { TUserProfile } from '@parlor/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { applicationStatusKey } from '../../../lib/application-status';
import { profileQueryKey } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { InterlocutorCard } from './interlocutor-card';

const profile = { id: 1, email: 'ada@example.com', name: 'Ada' } as TUserProfile;

/** The account page's card with the application status check in the given state. */
function renderCard(status: { error: Error } | { application: null }) {
  const client = new QueryClient();
  client.setQueryData(profileQueryKey, profile);
  const query = client.getQueryCache().build(client, { queryKey: applicationStatusKey });
  if ('error' in status) {
    query.setState({ status: 'error', error: status.error, fetchStatus: 'idle' });
  } else {
    client.setQueryData(applicationStatusKey, status.application);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <InterlocutorCard />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('account page: become an interlocutor (spec §8)', () => {
  it('says "Failed to fetch application status" when the status check fails', () => {
    const html = renderCard({ error: new Error('503') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Failed to fetch application status');
  });

  it('says nothing of a failure when there is no application (the 404)', () => {
    const html = renderCard({ application: null });
    expect(html).not.toContain('Failed to fetch application status');
    expect(html).toContain('data-application-status="none"');
  });
});
