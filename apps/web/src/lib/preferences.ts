import { createLazyStore, useStore } from './store';
import { storage, storageKeys } from './storage';

export interface Preferences {
  /** The chosen language's id, sent as `lang_id`; null until languages are loaded. */
  languageId: number | null;
  languageCode: string;
  /** The chosen currency's code, sent as `currency`. */
  currency: string;
}

function initialPreferences(): Preferences {
  const storedId = Number(storage.get(storageKeys.languageId));
  return {
    languageId: Number.isInteger(storedId) && storedId > 0 ? storedId : null,
    languageCode: 'en',
    currency: storage.get(storageKeys.currency) ?? 'EUR',
  };
}

/**
 * Language and currency the user chose; every API call carries them. Read from localStorage
 * on first use (the start-up's language choice), not while the scripts are evaluated.
 */
export const preferencesStore = createLazyStore<Preferences>(initialPreferences);

export function usePreferences(): Preferences {
  return useStore(preferencesStore);
}

export function setLanguagePreference(languageId: number, languageCode: string): void {
  storage.set(storageKeys.languageId, String(languageId));
  preferencesStore.set((current) => ({ ...current, languageId, languageCode }));
}

export function setCurrencyPreference(currency: string): void {
  storage.set(storageKeys.currency, currency);
  preferencesStore.set((current) => ({ ...current, currency }));
}
