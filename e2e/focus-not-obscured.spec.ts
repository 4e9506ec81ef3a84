import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { signedInPage } from './support/users';

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured: a control reached by the keyboard is never hidden
 * under what sticks to the screen — the header at the top, the settings' "Review changes"
 * bar at the bottom. The browser scrolls a focused control to the nearest edge of the view;
 * without scroll padding that edge is under the sticky part, and a phone-sized field there
 * disappears entirely.
 */

const phone = { width: 320, height: 640 };

/**
 * The focused element's name when something else is painted over every point of it that
 * lies in the view (3 × 3 points inside its box), else undefined.
 */
function hiddenFocus(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return undefined;
    const box = focused.getBoundingClientRect();
    const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
    const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
    const inView = (x: number, y: number) =>
      x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
    const shows = (x: number, y: number) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === focused || focused.contains(top) || top.contains(focused));
    };
    const points = xs
      .flatMap((x) => ys.map((y) => [x, y] as const))
      .filter(([x, y]) => inView(x, y));
    if (points.some(([x, y]) => shows(x, y))) return undefined;
    const labels = 'labels' in focused ? (focused.labels as NodeListOf<HTMLLabelElement>) : null;
    const name =
      focused.getAttribute('aria-label') ??
      labels?.[0]?.textContent ??
      (focused.textContent || focused.tagName);
    return `${name.trim()} (top ${Math.round(box.top)}, bottom ${Math.round(box.bottom)})`;
  });
}

/** Moves the focus `presses` times with `key` and answers every stop whose control was hidden. */
async function hiddenStops(page: Page, key: 'Tab' | 'Shift+Tab', presses: number) {
  const hidden: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(key);
    const stop = await hiddenFocus(page);
    if (stop) hidden.push(stop);
  }
  return hidden;
}

test('on a phone, no field of the console settings is hidden under the header or the review bar while it has the focus', async ({
  browser,
}) => {
  const page = await signedInPage(browser, e2eAdmin, { viewport: phone });
  await page.goto('/admin/settings');
  const firstField = page.getByLabel('New topic (points)');
  await expect(firstField).toBeVisible();
  await firstField.focus();
  const fields = await page.locator('form input, form select, form textarea').count();
  const presses = fields + 2;
  expect(await hiddenStops(page, 'Tab', presses), 'forward with Tab').toEqual([]);
  expect(await hiddenStops(page, 'Shift+Tab', presses), 'back with Shift+Tab').toEqual([]);
  await page.context().close();
});
