import { accessibilityPage } from './legal-pages/accessibility';
import { buyerTermsPage } from './legal-pages/buyer-terms';
import { cookiePolicyPage } from './legal-pages/cookie-policy';
import { privacyPage } from './legal-pages/privacy';
import { sellerTermsPage } from './legal-pages/seller-terms';
import { termsPage } from './legal-pages/terms';
import type { SeedStaticPage } from './legal-pages/types';

export type { SeedStaticPage };

/**
 * The legal pages of a fresh installation, in footer order, each in English, German and
 * Spanish, and the accessibility statement. Content is HTML and is sanitised again when served.
 */
export const seedStaticPages: SeedStaticPage[] = [
  termsPage,
  privacyPage,
  cookiePolicyPage,
  buyerTermsPage,
  sellerTermsPage,
  accessibilityPage,
];
