import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { screenshotPath } from './support/screenshots';
import { signIn } from './support/users';

/**
 * Site content from the admin console: an admin writes a static page (its `<script>` and
 * `onerror` are removed on save) and renames a bundle; a visitor sees both at once.
 * Screenshots of the Content pages at 1440 and 820 px.
 */

/** A sub-tab of the Content section. */
function section(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Content sections' })
    .getByRole('link', { name, exact: true });
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({
      path: screenshotPath(`admin-content-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

test('an admin writes a static page and renames a bundle; a visitor sees both, without the script', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString('hex');
  const slug = `e2e-page-${tag}`;
  const bundleName = `Weekend pack ${tag}`;

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const admin = await adminContext.newPage();
  await signIn(admin, e2eAdmin);
  await admin.getByTestId('cookie-banner').getByRole('button', { name: 'Decline' }).click();

  // Static page with a script and an event handler: the preview and the stored page drop them.
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Content', exact: true })
    .click();
  await expect(admin).toHaveURL(/\/admin\/content\/rooms$/);
  await expect(
    admin.getByRole('cell', { name: 'Study Buddies', exact: true }).first(),
  ).toBeVisible();
  await shoot(admin, 'rooms');

  await section(admin, 'Static pages').click();
  await admin.getByRole('button', { name: 'Add' }).click();
  await expect(admin.getByRole('heading', { name: 'New entry' })).toBeFocused();
  await admin.getByLabel('Address (slug)').fill(slug);
  await admin.getByLabel('Title (English)').fill(`Visitors ${tag}`);
  await admin
    .getByLabel('Content (HTML) (English)')
    .fill(
      `<h2>Hello visitors ${tag}</h2><p>Welcome.</p><script>window.pwned = 1</script><img src="/nothing.png" alt="" onerror="window.pwned = 2">`,
    );
  const preview = admin.getByTestId('html-preview');
  await expect(preview.getByRole('heading', { name: `Hello visitors ${tag}` })).toBeVisible();
  expect(await preview.innerHTML()).not.toMatch(/script|onerror/);
  await shoot(admin, 'static-page-editor');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('cell', { name: slug, exact: true })).toBeVisible();

  // A bundle gets a new English description.
  await section(admin, 'Bundles').click();
  await admin
    .getByRole('button', { name: /^Edit: / })
    .last()
    .click();
  await admin.getByLabel('Description (English)').fill(bundleName);
  await shoot(admin, 'bundles');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('cell', { name: bundleName, exact: true })).toBeVisible();

  // A required field left empty: the server's 422 appears under the field.
  await admin.getByRole('button', { name: 'Add' }).click();
  await admin.getByLabel('Points', { exact: true }).fill('-5');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('This field is required.').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Cancel' }).click();

  // The other sections render for the screenshots.
  await section(admin, 'Currencies').click();
  await expect(admin.getByRole('button', { name: 'Edit: USD' })).toBeVisible();
  await shoot(admin, 'currencies');
  await section(admin, 'Languages & translations').click();
  await admin.getByLabel('Search', { exact: true }).fill('nav.content');
  await expect(
    admin.getByRole('cell', { name: 'admin.console.nav.content', exact: true }),
  ).toBeVisible();
  await shoot(admin, 'languages');
  await section(admin, 'FAQ').click();
  await admin
    .getByRole('button', { name: /^Edit: / })
    .first()
    .click();
  await shoot(admin, 'faq');
  await section(admin, 'Social links').click();
  await expect(admin.getByRole('button', { name: /^Edit: / }).first()).toBeVisible();
  await shoot(admin, 'social-links');

  // A visitor sees the page (without the script) and the renamed bundle at once.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.getByRole('heading', { name: `Hello visitors ${tag}` })).toBeVisible();
  await expect(visitor.getByText('Welcome.')).toBeVisible();
  expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(await visitor.locator('main').innerHTML()).not.toMatch(/pwned|onerror/);
  await visitor.goto('/');
  await expect(visitor.getByText(bundleName)).toBeVisible();

  await visitorContext.close();
  await adminContext.close();
});
