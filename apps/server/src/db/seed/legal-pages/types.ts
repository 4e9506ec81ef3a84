import type { LocalizedText } from '../../schema/columns';

/** A legal page as seeded: HTML content per language, sanitised again when served. */
export interface SeedStaticPage {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
  isTerms?: boolean;
  isPrivacy?: boolean;
  isBuyerTerms?: boolean;
  isSellerTerms?: boolean;
  isCookie?: boolean;
}

/** The operator named in every page (matches the default requisites in settings). */
export const operator = {
  name: 'Parlor Digital OÜ',
  registryCode: '16543210',
  address: 'Narva mnt 5, 10117 Tallinn, Estonia',
  email: 'support@parlor.example',
  phone: '+372 600 1234',
  updated: '2026-01-15',
} as const;
