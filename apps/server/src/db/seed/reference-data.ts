import { settingDefaults, type TStoredSettings } from '@parlor/contracts';

/** Default settings (contracts' settingFields); a key missing from the table is added with this value at start-up. */
export const defaultSettings: TStoredSettings = settingDefaults;

export const seedLanguages = [
  { code: 'en', title: 'English', isDefault: true, position: 1 },
  { code: 'de', title: 'Deutsch', isDefault: false, position: 2 },
  { code: 'es', title: 'Español', isDefault: false, position: 3 },
];

/** EUR is the default (value 1); the others are plausible rates per 1 EUR. */
export const seedCurrencies = [
  { code: 'EUR', symbol: '€', valueMicro: 1_000_000, isDefault: true, position: 1 },
  { code: 'USD', symbol: '$', valueMicro: 1_080_000, isDefault: false, position: 2 },
  { code: 'GBP', symbol: '£', valueMicro: 850_000, isDefault: false, position: 3 },
];
