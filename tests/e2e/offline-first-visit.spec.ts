import { expect, test, type Page } from '@playwright/test';
import { drawnJpeg } from './drawn-jpeg.ts';
import { openUndercarriage, seedUndercarriage, visitUndercarriage } from './undercarriage-fixture.ts';

// A device that opened the app once and went out of signal without loading it again: the service worker holds the
// page as soon as it is installed (decision 0109), so the screens' and the photos' code still load; and a photo is
// stored even when the photos' own worker cannot start (decision 0108: the engine compresses it itself).

// Needs the page held by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** A camera picture (2400 × 1800, one colour) as the file input gets it. */
async function cameraPicture(page: Page, hue: number) {
  const buffer = await drawnJpeg(page, {
    width: 2400,
    height: 1800,
    quality: 0.95,
    paint: { fill: `hsl(${hue} 70% 40%)` },
  });
  return { name: `frame-${hue}.jpg`, mimeType: 'image/jpeg', buffer };
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
