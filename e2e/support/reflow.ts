import { expect, type Page } from '@playwright/test';

/**
 * Whether the page as it is now scrolls sideways (WCAG 1.4.10) or shows a control that is
 * cut off: outside the viewport, clipped by an ancestor that hides its overflow, or with its
 * own label running past its box (1.4.4). A control inside a region that scrolls sideways on
 * purpose (a wide table) may lie beyond the region's edge. With the text at 200 %, text that
 * stayed below 20 px is sized in px and did not grow.
 */
export async function reflowProblems(
  page: Page,
  screen: string,
  mode: ReflowMode,
): Promise<string[]> {
  const found = await page.evaluate((minTextPx) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} px`);

    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}> "${name}"`;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="switch"], [role="combobox"], [role="checkbox"], [role="link"]',
    );
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      // Hidden, or visually hidden until focused (the skip link): not on screen to clip.
      if (box.width <= 2 || box.height <= 2) continue;
      const own = getComputedStyle(control);
      if (own.clipPath !== 'none' || own.clip !== 'auto') continue;
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // A native radio or checkbox drawn under a styled label: its label is the control.
      if (control.matches('input[type="radio"], input[type="checkbox"]')) continue;

      // Clipping is checked up to the nearest ancestor that scrolls along that axis: what
      // lies beyond a scroller's edge is reached by scrolling it.
      let scrollsSideways = false;
      let scrollsDown = false;
      for (let ancestor = control.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        const edge = ancestor.getBoundingClientRect();
        if (/auto|scroll/.test(style.overflowX) && ancestor.scrollWidth > ancestor.clientWidth) {
          scrollsSideways = true;
          // Only a table or a strip of tabs or links scrolls sideways on purpose.
          if (!ancestor.matches(':has(table), nav, [role="tablist"]'))
            problems.push(`${describe(ancestor)} scrolls sideways`);
        }
        // A box drawn with a border (a card, a group) holds its controls inside it.
        const hasBorder =
          parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0;
        if (
          !scrollsSideways &&
          hasBorder &&
          (box.left < edge.left - 1 || box.right > edge.right + 1)
        ) {
          problems.push(`${describe(control)} sticks out of its ${ancestor.tagName.toLowerCase()}`);
          break;
        }
        if (!scrollsSideways && /hidden|clip/.test(style.overflowX)) {
          if (box.left < edge.left - 1 || box.right > edge.right + 1) {
            problems.push(`${describe(control)} is cut off sideways by its container`);
            break;
          }
        }
        if (!scrollsDown && /hidden|clip/.test(style.overflowY)) {
          if (box.top < edge.top - 1 || box.bottom > edge.bottom + 1) {
            problems.push(`${describe(control)} is cut off by its container`);
            break;
          }
        }
        if (/auto|scroll/.test(style.overflowY)) scrollsDown = true;
      }
      if (!scrollsSideways && (box.left < -1 || box.right > root.clientWidth + 1))
        problems.push(`${describe(control)} lies outside the viewport`);
      // Its own text runs past its box (typed values scroll inside a field: not counted).
      if (
        !control.matches('input, select, textarea') &&
        control.scrollWidth > control.clientWidth + 1 &&
        control.clientWidth > 0
      )
        problems.push(
          `${describe(control)} is too narrow for its label: ${control.scrollWidth} > ${control.clientWidth} px`,
        );
    }

    // With the root font doubled, text sized in px stays small: the smallest text is 10 px.
    const unscaled = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || !(parent instanceof HTMLElement)) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size >= minTextPx || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      unscaled.add(`text "${(node.textContent ?? '').trim().slice(0, 30)}" stays ${size}px`);
    }
    problems.push(...Array.from(unscaled).slice(0, 5));
    return Array.from(new Set(problems));
  }, reflowModes[mode].minTextPx);
  return found.map((problem) => `${screen} (${reflowModes[mode].label}): ${problem}`);
}

/** The two ways a person enlarges what they read, as a page is checked in them. */
export const reflowModes = {
  /** 320 CSS px wide: 1280 px at 400 % zoom (WCAG 1.4.10). */
  narrow: { width: 320, height: 640, fontPx: 16, minTextPx: 0, label: '320 px' },
  /**
   * The browser's font size doubled (16 → 32 px) on a laptop (1.4.4): every rem grows, the
   * rem breakpoints too, as Chromium's font-size setting does.
   */
  largeText: { width: 1280, height: 720, fontPx: 32, minTextPx: 20, label: 'text 200 %' },
} as const;

export type ReflowMode = keyof typeof reflowModes;

/** Puts the page in `mode`, without a reload: its viewport and the browser's font size. */
export async function enterReflowMode(page: Page, mode: ReflowMode): Promise<void> {
  const { width, height, fontPx } = reflowModes[mode];
  await page.setViewportSize({ width, height });
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: fontPx } });
  await session.detach();
  // Laid out again at the new size (and the root's font follows the setting) before anything
  // is measured.
  const rootFontPx = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(parseFloat(getComputedStyle(document.documentElement).fontSize)),
          ),
        ),
      ),
  );
  expect(rootFontPx, `the root's font size in ${mode}`).toBe(fontPx);
}
