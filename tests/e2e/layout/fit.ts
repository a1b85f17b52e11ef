import { expect, type Page } from '@playwright/test';

/** The two screens of the layout checks (mobile up to 767 px, desktop from 768 px). */
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1366, height: 900 };

/** Elements wider than the page (horizontal scrolling), as selectors; none on a page that fits. */
export async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.offsetParent !== null)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });
}

/** Visible form controls smaller than 44 px or with text under 16 px (label, size). */
export async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea, button, .np-button';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.offsetParent !== null && el.getClientRects().length > 0)
      .flatMap((el) => {
        const box = el.getBoundingClientRect();
        const font = parseFloat(getComputedStyle(el).fontSize);
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.getAttribute('name') ?? el.tagName;
        return box.height < 43.5 || font < 16
          ? [`${name}: ${Math.round(box.width)}×${Math.round(box.height)}, ${font}px`]
          : [];
      });
  });
}

/** Checks overflow down to 320 px and the control sizes on the current page. */
export async function expectFits(page: Page): Promise<void> {
  expect(await smallControls(page)).toEqual([]);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await overflow(page), `no horizontal overflow at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(phone);
}
