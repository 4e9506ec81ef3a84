import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element draws to show it has the focus (WCAG 2.4.7, 1.4.11). */
export interface FocusIndicator {
  /** An outline, or a ring (a box shadow without blur or offset). */
  kind: 'outline' | 'ring';
  /** Its thickness in CSS px. */
  width: number;
  /** Its contrast with the colour behind it. */
  contrast: number;
  /** The element that draws it: the focused one or a wrapper (a field's ring). */
  on: string;
}

/**
 * The focused element's indicator: an outline or a ring on it or on one of its two nearest
 * ancestors (a text field's ring sits on its wrapper), with the thickness and the contrast
 * against the colour behind it; the thickest indicator that passes wins, else the best one
 * found. Answers a sentence when nothing is focused or nothing is drawn.
 */
export async function focusIndicator(page: Page): Promise<FocusIndicator | string> {
  // A ring fading in is measured once its transition has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    // Any CSS colour (hex, rgb, oklab from color-mix, …) as sRGB through the canvas.
    const rgba = (color: string): Rgba => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#000';
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    /** The colour painted behind `element`'s box: its ancestors' backgrounds, composed. */
    const backgroundBehind = (element: Element | null): Rgba => {
      const chain: Element[] = [];
      for (let node = element; node; node = node.parentElement) chain.unshift(node);
      return chain.reduce<Rgba>(
        (below, node) => over(rgba(getComputedStyle(node).backgroundColor), below),
        [255, 255, 255, 1],
      );
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const s = value / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };

    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing focused';
    const found: {
      kind: 'outline' | 'ring';
      width: number;
      contrast: number;
      on: string;
    }[] = [];
    for (let element: HTMLElement | null = focused, depth = 0; element && depth < 3; depth += 1) {
      const style = getComputedStyle(element);
      const on = element.outerHTML.slice(0, 100);
      // An outline drawn inside the box (negative offset) sits on the element's own colour.
      const outlineInside = parseFloat(style.outlineOffset) < 0;
      const behindOutside = backgroundBehind(element.parentElement);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        const color = rgba(style.outlineColor);
        const behind = outlineInside ? backgroundBehind(element) : behindOutside;
        found.push({
          kind: 'outline',
          width: parseFloat(style.outlineWidth),
          contrast: contrast(over(color, behind), behind),
          on,
        });
      }
      // Box shadows: `color x y blur spread [inset]`, layers split on the commas between them.
      for (const layer of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
        const lengths = [...layer.matchAll(/(-?[\d.]+)px/g)].map((match) => Number(match[1]));
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
        if (x !== 0 || y !== 0 || blur !== 0 || spread <= 0) continue;
        const color = rgba(layer.replace(/-?[\d.]+px|inset/g, '').trim());
        const behind = layer.includes('inset') ? backgroundBehind(element) : behindOutside;
        found.push({
          kind: 'ring',
          width: spread,
          contrast: contrast(over(color, behind), behind),
          on,
        });
      }
      element = element.parentElement;
    }
    const passing = found.filter((entry) => entry.width >= 2 && entry.contrast >= 3);
    const best = (passing.length ? passing : found).sort(
      (a, b) => b.width - a.width || b.contrast - a.contrast,
    )[0];
    return best ?? `no indicator on ${focused.outerHTML.slice(0, 120)}`;
  });
}

/** The focused element shows an indicator at least 2 px thick with at least 3:1 contrast. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await focusIndicator(page);
  const where = typeof indicator === 'string' ? indicator : indicator.on;
  expect(typeof indicator, where).toBe('object');
  const { width, contrast } = indicator as FocusIndicator;
  expect(width, `indicator width on ${where}`).toBeGreaterThanOrEqual(2);
  expect(contrast, `indicator contrast on ${where}`).toBeGreaterThanOrEqual(3);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the indicator each time. */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number } = {},
): Promise<void> {
  let hasWrapped = false;
  for (let press = 0; press < (options.max ?? 40); press += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    // Past the last stop the focus leaves the document (the browser's own controls) once.
    const isOutside = await page.evaluate(() => document.activeElement === document.body);
    if (isOutside && !hasWrapped) {
      hasWrapped = true;
      continue;
    }
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}
