import { expect, type Locator, type Page } from '@playwright/test';

// A phone held in a glove: typing as a tap does, with the keyboard up, and whether a result is on what is left of
// the screen.

/**
 * Focuses a field as a tap does, with the browser's scroll of it into view as the on-screen keyboard rises (Chrome
 * centres a focused field the keyboard would hide), and types the value.
 */
export async function typeInto(field: Locator, value: string) {
  await field.tap();
  await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await field.fill(value);
}

/** The box is wholly on screen, above the window's bottom and above any bar docked there. */
export async function expectInView(page: Page, result: Locator, what: string) {
  const box = await result.boundingBox();
  expect(box, `${what}: shown`).not.toBeNull();
  const bottom = await page.evaluate(() => {
    const dock = document.querySelector('.sync-dock')?.getBoundingClientRect().top;
    return Math.min(window.innerHeight, dock ?? Infinity);
  });
  expect(box?.y ?? -1, `${what}: below the top`).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), `${what}: above the bottom (${bottom} px)`).toBeLessThanOrEqual(
    bottom,
  );
}
