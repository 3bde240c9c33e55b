import { expect, test, type Page } from '@playwright/test';
import { openUndercarriage, seedUndercarriage, visitUndercarriage } from './undercarriage-fixture.ts';

// A device that opened the app once and went out of signal without loading it again: the service worker holds the
// page as soon as it is installed (decision 0109), so the screens' and the photos' code still load; and a photo is
// stored even when the photos' own worker cannot start (decision 0108: the engine compresses it itself).

// Needs the page held by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** A camera picture as the file input gets it. */
async function cameraPicture(page: Page, hue: number) {
  const bytes = await page.evaluate(async (h) => {
    const canvas = new OffscreenCanvas(2400, 1800);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = `hsl(${h} 70% 40%)`;
    context.fillRect(0, 0, 2400, 1800);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, hue);
  return { name: `frame-${hue}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(bytes) };
}

test('a first visit, never loaded again, goes offline: a screen not yet opened opens and its photo is stored', async ({
  page,
  context,
}) => {
  await seedUndercarriage(page);
  // No reload: the page that installed the service worker is held by it once it is active.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true);
  await context.setOffline(true);
  await visitUndercarriage(page, '/left/side-frame', 'Side Frame');
  await page.locator('input[type=file]').setInputFiles([await cameraPicture(page, 120)]);
  await expect(page.getByRole('img', { name: 'Photos 1', exact: true })).toBeVisible({ timeout: 60_000 });
});

test.describe('the service worker blocked: only the page asks for the code', () => {
  test.use({ serviceWorkers: 'block' });

  test("the photos' worker cannot load: the photo is still compressed, stored and shown", async ({
    page,
    context,
  }) => {
    let refused = 0;
    await context.route('**/photo-worker-*.js', (route) => (refused++, route.abort('internetdisconnected')));
    await seedUndercarriage(page);
    await openUndercarriage(page, '/left/side-frame', 'Side Frame');
    await page.locator('input[type=file]').setInputFiles([await cameraPicture(page, 200)]);
    const thumbnail = page.getByRole('img', { name: 'Photos 1', exact: true });
    await expect(thumbnail).toBeVisible({ timeout: 60_000 });
    // The thumbnail the engine drew itself: 400 px on the long side of the 2400 × 1800 picture.
    const size = await thumbnail.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([400, 300]);
    // The page tried its worker once, and not again for this photo.
    expect(refused).toBe(1);
  });
});
