import type { LocalizedText } from '../schema/columns';

interface SeedStaticPage {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
  isTerms?: boolean;
  isPrivacy?: boolean;
  isBuyerTerms?: boolean;
  isSellerTerms?: boolean;
  isCookie?: boolean;
}

/** Legal pages; content is HTML, sanitised again when served. */
export const seedStaticPages: SeedStaticPage[] = [
  {
    slug: 'terms',
    isTerms: true,
    title: { en: 'Terms of Service' },
    content: {
      en: `<h2>1. About these terms</h2><p>These terms govern your use of Parlor, an anonymous chat service operated by Parlor Digital OÜ. By creating an account you agree to them.</p>
<h2>2. Your account</h2><p>You must be at least 18 years old. Keep your password secret; you are responsible for what happens under your account.</p>
<h2>3. House rules</h2><ul><li>No names: do not share personal data about yourself or others.</li><li>No spam and no ads.</li><li>No danger: no threats, harassment or unlawful content.</li></ul>
<h2>4. Points</h2><p>Points are a prepaid credit for use inside Parlor only. They have no cash value and cannot be transferred.</p>
<h2>5. Termination</h2><p>We may suspend accounts that break these rules. You may close your account at any time by writing to support.</p>`,
    },
  },
  {
    slug: 'privacy',
    isPrivacy: true,
    title: { en: 'Privacy Policy' },
    content: {
      en: `<h2>What we collect</h2><p>Your e-mail address, a password hash, optional profile details and your payment history. Chat messages are stored to deliver them and deleted after a topic has been closed for 30 days.</p>
<h2>Why</h2><p>To run your account, process payments, prevent abuse and meet legal duties.</p>
<h2>Your rights</h2><p>You may request access, correction or deletion of your data at any time by contacting support.</p>`,
    },
  },
  {
    slug: 'cookie-policy',
    isCookie: true,
    title: { en: 'Cookie Policy' },
    content: {
      en: `<p>We use essential cookies for signing in and security. With your consent we also use cookies for functionality, customisation and advertising.</p>
<table><thead><tr><th>Cookie</th><th>Purpose</th><th>Lifetime</th></tr></thead><tbody>
<tr><td>parlor_session</td><td>Keeps you signed in</td><td>Session</td></tr>
<tr><td>XSRF-TOKEN</td><td>Protects forms against forgery</td><td>Session</td></tr>
<tr><td>cookie_consent</td><td>Remembers your choice</td><td>365 days</td></tr>
<tr><td>cookie_settings</td><td>Remembers your categories</td><td>365 days</td></tr>
</tbody></table>`,
    },
  },
  {
    slug: 'buyer-terms',
    isBuyerTerms: true,
    title: { en: 'Buyer Terms' },
    content: {
      en: `<p>These terms apply when you buy points, bundles or channel status. Prices include VAT. Card payments are processed by our payment provider; we never see your full card number.</p>
<p>Points are credited once your payment is confirmed. Because points are a digital service delivered immediately, the right of withdrawal ends once you start using them.</p>`,
    },
  },
  {
    slug: 'seller-terms',
    isSellerTerms: true,
    title: { en: 'Interlocutor Terms' },
    content: {
      en: `<p>These terms apply to interlocutors who talk with users for coins. Interlocutors are approved after an application and must follow the house rules at all times.</p>
<p>Earned coins can be paid out once they reach the minimum payout amount. Payouts are processed within 1-3 business days.</p>`,
    },
  },
];
