import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { profileQueryKey } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { preferencesStore } from '../lib/preferences';
import { queryClient } from '../lib/query-client';

/** The profile is refetched when the currency changes (spec §4, Session expiry). */
function useRefetchProfileOnCurrencyChange() {
  useEffect(() => {
    let currency = preferencesStore.get().currency;
    return preferencesStore.subscribe(() => {
      const next = preferencesStore.get().currency;
      if (next === currency) return;
      currency = next;
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    });
  }, []);
}

export function AppProvider({ children }: { children: ReactNode }) {
  useRefetchProfileOnCurrencyChange();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
