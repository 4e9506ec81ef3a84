import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, staticPages } from '../schema';
import { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedAccessibilityStatement } from './index';

interface Page {
  slug: string;
  title: string;
  content: string;
}

let testApp: TestApp;
let client: TestClient;

beforeAll(async () => {
  testApp = await createTestApp();
  client = new TestClient(testApp.app);
});
afterAll(() => testApp.close());

async function statementIn(code: string): Promise<Page> {
  const languages = (await client.get('/api/languages')).payload<{ id: number; code: string }[]>();
  const langId = languages.find((language) => language.code === code)!.id;
  const response = await client.get('/api/static-pages/accessibility', { lang_id: langId });
  expect(response.statusCode).toBe(200);
  return response.payload<Page>();
}

describe('the accessibility statement (GET /api/static-pages/accessibility)', () => {
  it('states the standard, the known gaps and how to report a barrier, in en, de and es', async () => {
    const english = await statementIn('en');
    expect(english.title).toBe('Accessibility Statement');
    expect(english.content).toContain('WCAG) 2.2, level AA');
    expect(english.content).toContain('<h2>Known gaps</h2>');
    expect(english.content).toContain('<h2>Report a barrier</h2>');
    expect(english.content).toContain('href="mailto:support@parlor.example?subject=Accessibility"');
    expect((await statementIn('de')).content).toContain('<h2>Eine Barriere melden</h2>');
    expect((await statementIn('es')).content).toContain('<h2>Informar de una barrera</h2>');
  });

  it('is added once to an installation seeded before it existed, and not again once deleted', async () => {
    const { db } = testApp.app;
    await db.delete(staticPages).where(eq(staticPages.slug, 'accessibility'));
    await db.delete(appMeta).where(eq(appMeta.key, 'accessibility_statement_seeded_at'));
    await seedAccessibilityStatement(db);
    expect((await client.get('/api/static-pages/accessibility')).statusCode).toBe(200);

    await db.delete(staticPages).where(eq(staticPages.slug, 'accessibility'));
    await seedAccessibilityStatement(db);
    expect((await client.get('/api/static-pages/accessibility')).statusCode).toBe(404);
  });
});
