import type { TStoredSettings } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrencyRow } from '../../plugins/reference-data';

/** What every price computation of one request needs. */
export interface Pricing {
  /** The currency prices are stored in (flagged default). */
  defaultCurrency: CurrencyRow;
  /** The currency the caller chose with `currency`. */
  currency: CurrencyRow;
  settings: TStoredSettings;
}

/** Reads the default currency and the settings for a request's chosen currency. */
export async function loadPricing(app: FastifyInstance, request: FastifyRequest): Promise<Pricing> {
  const [currencies, settings] = await Promise.all([
    app.reference.currencies(),
    app.reference.settings(),
  ]);
  const defaultCurrency =
    currencies.find((row) => row.isDefault) ?? currencies[0] ?? request.currency;
  return { defaultCurrency, currency: request.currency, settings };
}
