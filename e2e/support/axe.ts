import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { E2EUser } from './users';

/** WCAG 2.2 AA as axe-core tags it (2.0, 2.1 and 2.2 success criteria, levels A and AA). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The widths every screen is checked at: a phone and a desktop. */
export const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

export interface Finding {
  screen: string;
  width: number;
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/** Waits until every finite animation (a dialog fading in) has finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical WCAG violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page, screen: string): Promise<Finding[]> {
  await settle(page);
  // Legacy mode runs axe in the page itself; the default opens a blank page for every check
  // to join cross-origin frames' results (the app has no frames), and that new page was half
  // of each check's time (600 → 200 ms a check). Only violations are collected: passes and
  // incomplete results were serialised and never read.
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const width = page.viewportSize()?.width ?? 0;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      width,
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * Checks the page as it is at each width (the page is resized, not reloaded, so that an open
 * dialog stays open) and collects what axe finds into `findings`.
 */
export async function checkAtEveryWidth(
  page: Page,
  screen: string,
  findings: Finding[],
): Promise<void> {
  for (const size of widths) {
    await page.setViewportSize(size);
    findings.push(...(await seriousViolations(page, screen)));
  }
}

/**
 * Checks the page at the phone's width only, for what shows there alone (the side menu, the
 * chat's info sheet: both are hidden from the desktop width up), and leaves it at that width.
 */
export async function checkAtPhoneWidth(
  page: Page,
  screen: string,
  findings: Finding[],
): Promise<void> {
  await page.setViewportSize(widths[0]);
  findings.push(...(await seriousViolations(page, screen)));
}

/** Signs `user` in through the API in the context's cookie jar, as the SPA's sign-in does. */
export async function signInThroughApi(context: BrowserContext, user: E2EUser): Promise<void> {
  const request: APIRequestContext = context.request;
  await request.get('/sanctum/csrf-cookie');
  const { cookies } = await context.storageState();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const response = await request.post('/api/login', {
    data: { email: user.email, password: user.password },
    headers: { 'X-XSRF-TOKEN': xsrf, accept: 'application/json' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
