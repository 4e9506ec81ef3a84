import { bundledLanguages, fallbackLanguage, flatCatalog } from '@parlor/contracts/i18n';
import { eq, notInArray, sql } from 'drizzle-orm';
import { sha256 } from '../../lib/hash';
import type { Database, Executor } from '../client';
import {
  appMeta,
  bundles,
  countries,
  currencies,
  faqs,
  languages,
  rooms,
  settings,
  socialLinks,
  staticPages,
  translations,
} from '../schema';
import { seedCountries } from './countries';
import { seedDemoChat } from './demo-chat';
import { seedBundles, seedRooms, seedSocialLinks } from './demo-content';
import { seedFaqs } from './faq-content';
import { defaultSettings, seedCurrencies, seedLanguages } from './reference-data';
import { accessibilityPage } from './legal-pages/accessibility';
import { seedStaticPages } from './static-pages';

const demoSeededKey = 'demo_content_seeded_at';
const translationsHashKey = 'translations_hash';

/**
 * Reference data every instance needs, applied at every start and safe to repeat:
 * languages, their UI texts, countries, currencies and any missing setting.
 * Languages and currencies are seeded into an empty table only: once there, operators
 * manage them in the console, and one they deleted or renamed must not come back at the
 * next start. Existing rows are left as they are, except UI texts, which follow the code
 * (unless an operator edited them in the console).
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [anyLanguage] = await tx.select({ id: languages.id }).from(languages).limit(1);
    if (!anyLanguage) await tx.insert(languages).values(seedLanguages).onConflictDoNothing();
    await tx.insert(countries).values(seedCountries).onConflictDoNothing();
    const [anyCurrency] = await tx.select({ id: currencies.id }).from(currencies).limit(1);
    if (!anyCurrency) await tx.insert(currencies).values(seedCurrencies).onConflictDoNothing();
    await tx
      .insert(settings)
      .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    await syncTranslations(tx);
  });
}

/** Writes the bundled UI texts of every seeded language when the catalogues changed. */
async function syncTranslations(tx: Executor): Promise<void> {
  const codes = Object.keys(bundledLanguages);
  const catalogs = codes.map((code) => ({ code, texts: flatCatalog(code) }));
  const hash = sha256(JSON.stringify(catalogs));
  const [stored] = await tx.select().from(appMeta).where(eq(appMeta.key, translationsHashKey));
  if (stored?.value === hash) return;

  const languageRows = await tx.select({ id: languages.id, code: languages.code }).from(languages);
  for (const { code, texts } of catalogs) {
    const language = languageRows.find((row) => row.code === code);
    if (!language) continue;
    const rows = Object.entries(texts).map(([key, value]) => ({
      languageId: language.id,
      key,
      value,
    }));
    await tx
      .insert(translations)
      .values(rows)
      .onConflictDoUpdate({
        target: [translations.languageId, translations.key],
        set: { value: sql`excluded.value` },
        // A text an operator changed in the console stays theirs.
        setWhere: eq(translations.isEdited, false),
      });
  }
  // Texts the code no longer has (a key removed or renamed) would only clutter the console's
  // editor: their rows go, in every language. A renamed key's edits are carried by a
  // migration first (see 0011_moved-translation-keys.sql).
  const codeKeys = Object.keys(flatCatalog(fallbackLanguage));
  await tx.delete(translations).where(notInArray(translations.key, codeKeys));
  await tx
    .insert(appMeta)
    .values({ key: translationsHashKey, value: hash })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: hash } });
}

/** Demo content (bundles, rooms, FAQ, static pages, social links): written once, never again. */
export async function seedDemoContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock the marker row's key so two instances starting together seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(7283618)`);
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, demoSeededKey));
    if (seeded) return false;

    await tx
      .insert(bundles)
      .values(seedBundles.map((bundle, index) => ({ ...bundle, position: index + 1 })));
    await tx
      .insert(rooms)
      .values(seedRooms.map((title, index) => ({ title, position: index + 1 })));
    await seedDemoChat(tx);
    await tx.insert(faqs).values(seedFaqs.map((faq, index) => ({ ...faq, position: index + 1 })));
    await tx
      .insert(staticPages)
      .values(seedStaticPages.map((page, index) => ({ ...page, position: index + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(socialLinks)
      .values(seedSocialLinks.map((link, index) => ({ ...link, position: index + 1 })));
    await tx.insert(appMeta).values({ key: demoSeededKey, value: new Date().toISOString() });
    return true;
  });
}

const accessibilitySeededKey = 'accessibility_statement_seeded_at';

/**
 * The accessibility statement for a demo installation seeded before it existed: added once
 * after the other legal pages (an operator who deletes it later does not get it back).
 */
export async function seedAccessibilityStatement(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7283619)`);
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, accessibilitySeededKey));
    if (seeded) return;
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${staticPages.position}), 0)` })
      .from(staticPages);
    await tx
      .insert(staticPages)
      .values({ ...accessibilityPage, position: Number(last?.position ?? 0) + 1 })
      .onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: accessibilitySeededKey, value: new Date().toISOString() });
  });
}

/** Reference data always; demo content when asked for. */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<void> {
  await seedReferenceData(db);
  if (!options.demo) return;
  await seedDemoContent(db);
  await seedAccessibilityStatement(db);
}
