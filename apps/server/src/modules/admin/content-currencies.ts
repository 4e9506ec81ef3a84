import { ZAdminCurrencyInputSchema, ZAdminCurrencySchema } from '@parlor/contracts';
import { sql } from 'drizzle-orm';
import { currencies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inUse } from './content-resource';
import { defineContentResource } from './define-content-resource';

/**
 * Currencies and their rates against the default currency. The default currency keeps
 * rate 1 and its code (bundle prices are stored in it); a currency with deposits or
 * payouts keeps its code and cannot be deleted.
 */
export const currenciesResource = defineContentResource({
  path: 'currencies',
  unique: { field: 'code', message: 'admin.content.errors.duplicateCode' },
  objectType: 'currency',
  noun: 'currencies and their rates',
  input: ZAdminCurrencyInputSchema,
  item: ZAdminCurrencySchema,
  table: currencies,
  // Named as the console names them; the rate still in millionths until presented.
  columns: {
    id: currencies.id,
    code: currencies.code,
    symbol: currencies.symbol,
    rate: currencies.valueMicro,
    is_default: currencies.isDefault,
    position: currencies.position,
    deposits: sql<number>`((select count(*)::int from deposits d where d.currency = "currencies"."code")
        + (select count(*)::int from payouts p where p.currency = "currencies"."code"))`,
  },
  present: (row) => ({ ...row, rate: row.rate / 1_000_000 }),
  values: ({ rate, ...input }) => ({ ...input, valueMicro: Math.round(rate * 1_000_000) }),
  checkSave(input, current) {
    if (current && input.code !== current.code) {
      if (current.is_default)
        throw AppError.field('code', 'admin.content.errors.defaultCurrencyCode');
      if (current.deposits > 0)
        throw AppError.field('code', 'admin.content.errors.currencyCodeUsed');
    }
    if (current?.is_default && input.rate !== 1) {
      throw AppError.field('rate', 'admin.content.errors.defaultRate');
    }
  },
  checkRemove(current) {
    if (current.is_default) throw inUse('admin.content.errors.defaultCurrency');
    if (current.deposits > 0) throw inUse('admin.content.errors.currencyUsed');
  },
});
