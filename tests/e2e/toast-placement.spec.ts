import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { EARLIER, seedRecording } from './recording-fixture.ts';

// A toast never hides where the inspector is looking: the page's title and its first control stay in view beside
// it, on a tablet (800 × 1280) and a phone (360 × 740).

type Box = { x: number; y: number; width: number; height: number };

const apart = (a: Box, b: Box) =>
  a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width;

/**
 * The toast now shown covers neither the title nor the first control, and all three are on screen. The three boxes
 * are read in one look at the page while the toast shows: it goes after 1.5 s, and a slow machine could let it go
 * between separate reads (a full run here, 2026-11-26: the toast's box was null).
 */
async function expectClearOfTheTop(page: Page, message: string, size: { width: number; height: number }) {
  const boxes = await page.waitForFunction(
    (text) => {
      const box = (el: Element | null | undefined) => {
        const r = el?.getBoundingClientRect();
        return r && r.width > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : undefined;
      };
      const toast = [...document.querySelectorAll('[role=status]')].find((el) => el.textContent === text);
      const shown = box(toast);
      const title = box(document.querySelector('h1'));
      const first = box(document.querySelector('main')?.querySelector('a, button, input, select, textarea'));
      return shown && title && first ? { shown, title, first } : undefined;
    },
    message,
    { timeout: 10_000 },
  );
  const { shown, title, first } = (await boxes.jsonValue()) as Record<'shown' | 'title' | 'first', Box>;
  for (const kept of [title, first]) {
    expect(kept.y + kept.height, `${size.width} px: in view`).toBeLessThanOrEqual(size.height);
    expect(apart(shown, kept), `${size.width} px: the toast covers what is at ${kept.x},${kept.y}`).toBe(
      true,
    );
  }
  expect(shown.y + shown.height, `${size.width} px: the toast is on screen`).toBeLessThanOrEqual(size.height);
}

test('a toast leaves the page title and the first control in view, on a tablet and a phone', async ({
  page,
}) => {
  await seedRecording(page);
  await page.goto(`/inspections/${EARLIER}/complete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible();

  const tablet = { width: 800, height: 1280 };
  await page.setViewportSize(tablet);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Reopen Inspection' }).click();
  await page
    .getByRole('dialog', { name: 'Reopen Inspection' })
    .getByRole('button', { name: 'Reopen' })
    .click();
  await expectClearOfTheTop(page, 'Inspection reopened.', tablet);

  const phone = { width: 360, height: 740 };
  await page.setViewportSize(phone);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Cancel Reopen' }).click();
  await expectClearOfTheTop(page, 'Reopen cancelled.', phone);
});
