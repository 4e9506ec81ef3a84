import { ZStoredSettingsSchema, type TStoredSettings } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client';
import { defaultSettings } from '../db/seed/reference-data';
import { cachedLoader } from '../lib/ttl-cache';
import {
  selectCurrencies,
  selectLanguages,
  selectSettings,
  upsertSetting,
} from './reference-queries';

export interface LanguageRow {
  id: number;
  code: string;
  title: string;
  isDefault: boolean;
}

export interface CurrencyRow {
  code: string;
  symbol: string;
  /** Units per one unit of the default currency, times 1 000 000. */
  valueMicro: number;
  isDefault: boolean;
}

/** Read-mostly data every request needs, cached briefly so that instances agree within seconds. */
export interface ReferenceData {
  languages(): Promise<LanguageRow[]>;
  currencies(): Promise<CurrencyRow[]>;
  /** Both lists when loaded and fresh, else undefined (then ask `languages` and `currencies`). */
  currentLanguagesAndCurrencies():
    { languages: LanguageRow[]; currencies: CurrencyRow[] } | undefined;
  settings(): Promise<TStoredSettings>;
  /** Writes one setting and drops this instance's cache (admin tools and tests). */
  updateSetting<K extends keyof TStoredSettings>(key: K, value: TStoredSettings[K]): Promise<void>;
  invalidate(): void;
  /**
   * Drops the cache here and tells every other instance to drop theirs (through the bus,
   * i.e. Redis when set), so an operator's change applies everywhere at once.
   */
  announceChange(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reference: ReferenceData;
  }
}

const ttlMs = 10_000;
/** Bus channel on which an instance announces changed reference data. */
export const referenceChangedChannel = 'reference:changed';

/** The settings as stored, each missing or malformed key at its default. */
export async function readStoredSettings(db: Executor): Promise<TStoredSettings> {
  const rows = await selectSettings(db);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  // A missing or malformed key falls back to its default rather than breaking every call.
  const merged: Record<string, unknown> = { ...defaultSettings };
  for (const [key, value] of Object.entries(stored)) {
    const field = ZStoredSettingsSchema.shape[key as keyof TStoredSettings];
    if (field?.safeParse(value).success) merged[key] = value;
  }
  return ZStoredSettingsSchema.parse(merged);
}

async function referenceDataPlugin(app: FastifyInstance) {
  const languages = cachedLoader(async () => {
    const rows = await selectLanguages(app.db);
    return rows.map(({ id, code, title, isDefault }) => ({ id, code, title, isDefault }));
  }, ttlMs);

  const currencies = cachedLoader(async () => {
    const rows = await selectCurrencies(app.db);
    return rows.map(({ code, symbol, valueMicro, isDefault }) => ({
      code,
      symbol,
      valueMicro,
      isDefault,
    }));
  }, ttlMs);

  const settings = cachedLoader(() => readStoredSettings(app.db), ttlMs);

  const reference: ReferenceData = {
    languages: () => languages.get(),
    currencies: () => currencies.get(),
    currentLanguagesAndCurrencies() {
      const [knownLanguages, knownCurrencies] = [languages.current(), currencies.current()];
      return knownLanguages && knownCurrencies
        ? { languages: knownLanguages, currencies: knownCurrencies }
        : undefined;
    },
    settings: () => settings.get(),
    async updateSetting(key, value) {
      ZStoredSettingsSchema.shape[key].parse(value);
      await upsertSetting(app.db, key, value);
      settings.invalidate();
    },
    invalidate() {
      languages.invalidate();
      currencies.invalidate();
      settings.invalidate();
    },
    async announceChange() {
      reference.invalidate();
      try {
        await app.bus.publish(referenceChangedChannel, { type: 'reference_changed' });
      } catch (error) {
        // The TTL still bounds how long another instance serves the old values.
        app.log.error({ err: error }, 'reference_changed publish failed');
      }
    },
  };
  app.decorate('reference', reference);

  const unlisten = app.bus.listen(referenceChangedChannel, () => reference.invalidate());
  // After a gap in the bus a change may have been missed: load everything again.
  const stopFollowingGaps = app.bus.onGap({ onResync: () => reference.invalidate() });
  app.addHook('onClose', async () => {
    stopFollowingGaps();
    await unlisten().catch(() => undefined);
  });
}

export default fp(referenceDataPlugin, { name: 'reference-data', dependencies: [] });
