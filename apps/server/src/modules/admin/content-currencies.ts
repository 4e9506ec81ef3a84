import {
  ZAdminCurrencyInputSchema,
  ZAdminCurrencySchema,
  type TAdminCurrency,
} from '@parlor/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { currencies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inUse, type ContentResource } from './content-resource';
import { contentReads, contentRows } from './content-rows';

type Input = z.output<typeof ZAdminCurrencyInputSchema>;

function selectCurrencies(db: Executor) {
  return db
    .select({
      id: currencies.id,
      code: currencies.code,
      symbol: currencies.symbol,
      valueMicro: currencies.valueMicro,
      isDefault: currencies.isDefault,
      position: currencies.position,
      deposits: sql<number>`((select count(*)::int from deposits d where d.currency = "currencies"."code")
        + (select count(*)::int from payouts p where p.currency = "currencies"."code"))`,
    })
    .from(currencies)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectCurrencies>>[number];

function present(row: Row): TAdminCurrency {
  return {
    id: row.id,
    code: row.code,
    symbol: row.symbol,
    rate: row.valueMicro / 1_000_000,
    is_default: row.isDefault,
    position: row.position,
    deposits: row.deposits,
  };
}

function values(input: Input) {
  return {
    code: input.code,
    symbol: input.symbol,
    valueMicro: Math.round(input.rate * 1_000_000),
    position: input.position,
  };
}

const rows = contentRows(currencies, values);

/**
 * Currencies and their rates against the default currency. The default currency keeps
 * rate 1 and its code (bundle prices are stored in it); a currency with deposits or
 * payouts keeps its code and cannot be deleted.
 */
export const currenciesResource: ContentResource<Input, TAdminCurrency> = {
  path: 'currencies',
  unique: { field: 'code', message: 'admin.content.errors.duplicateCode' },
  objectType: 'currency',
  noun: 'currencies and their rates',
  input: ZAdminCurrencyInputSchema,
  item: ZAdminCurrencySchema,
  ...contentReads(currencies, selectCurrencies, present),
  insert: rows.insert,
  async update(tx, id, input, current) {
    if (input.code !== current.code) {
      if (current.is_default)
        throw AppError.field('code', 'admin.content.errors.defaultCurrencyCode');
      if (current.deposits > 0)
        throw AppError.field('code', 'admin.content.errors.currencyCodeUsed');
    }
    if (current.is_default && input.rate !== 1) {
      throw AppError.field('rate', 'admin.content.errors.defaultRate');
    }
    await rows.update(tx, id, input);
  },
  async remove(tx, id, current) {
    if (current.is_default) throw inUse('admin.content.errors.defaultCurrency');
    if (current.deposits > 0) throw inUse('admin.content.errors.currencyUsed');
    await rows.remove(tx, id);
  },
};
