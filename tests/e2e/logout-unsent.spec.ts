import { expect, test, type Page } from '@playwright/test';
import { openApp, serviceWorkerReady, startInspectionOfFirstMachine } from './helpers.ts';
import { localToken } from './tokens.ts';
import { drawnJpeg } from './drawn-jpeg.ts';

// Goes offline or needs the page controlled by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Logout wipes the device (shell spec §4). Work that has not reached the server is never wiped without a word: Logout
// first says what would be lost and lets the inspector stay signed in, sync first, or discard it by name.

test.describe.configure({ timeout: 120_000 });

async function tapLogout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

test('recorded offline, Logout says what would be lost; staying signed in keeps it all, and it syncs later', async ({
  page,
  context,
}) => {
  await openApp(page, '/', localToken());
  await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded', { timeout: 60_000 });
  // Offline page loads come from the service worker, which controls the page from the next load on.
  await serviceWorkerReady(page);
  await page.reload();
  await expect(page.getByTestId('sync-status')).toContainText('Synced');

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('link', { name: 'NEW INSPECTION' }).click();
  const id = await startInspectionOfFirstMachine(page);
  await page.goto(`/inspections/${id}/asset/machine-photo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Photo' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'machine.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawnJpeg(page, {
      width: 320,
      height: 240,
      quality: 0.9,
      paint: { fill: 'hsl(30 60% 50%)' },
    }),
  });
  await expect(page.getByRole('img', { name: 'Cover Photo 1' })).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(/to upload \(\d+ changes?, 1 photo\)/);
  const changes = /\((\d+) changes?/.exec((await banner.textContent()) ?? '')?.[1] ?? '';

  await tapLogout(page);
  const dialog = page.getByRole('dialog', { name: 'Not sent yet' });
  await expect(dialog).toBeVisible();
  const lost = `${changes} change${changes === '1' ? '' : 's'} and 1 photo`;
  await expect(dialog.getByTestId('logout-unsent')).toContainText(
    `${lost} on this device have not reached the server`,
  );
  // Offline there is nothing to sync with: the choices are to stay, or to discard by name.
  await expect(dialog.getByRole('button', { name: 'SYNC, THEN LOG OUT' })).toHaveCount(0);
  await expect(
    dialog.getByRole('button', { name: `DISCARD ${lost.toUpperCase()} AND LOG OUT` }),
  ).toBeVisible();
  // Gloves: every choice is a full-size button on a tablet and on a phone (axe is not asked while a modal is open:
  // the spec turns viewport zoom off then).
  for (const size of [
    { width: 800, height: 1280 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(size);
    for (const button of await dialog.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), await button.innerText()).toBeGreaterThanOrEqual(
        48,
      );
    }
  }
  await dialog.getByRole('button', { name: 'STAY SIGNED IN' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/inspections/${id}/asset/machine-photo$`));
  await page.keyboard.press('Escape');

  // Everything is still on the device: the photo, the waiting work, the inspection in progress.
  await expect(page.getByRole('img', { name: 'Cover Photo 1' })).toBeVisible();
  await expect(banner).toContainText(`(${lost.replace(' and ', ', ')})`);

  // The signal comes back: it all reaches the server, and a Logout then asks nothing.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await page.getByRole('link', { name: 'Inspect home' }).click();
  await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded', { timeout: 60_000 });
  await tapLogout(page);
  await expect(page).toHaveURL(/\/login$/);
});

test('online, SYNC, THEN LOG OUT sends what waits and then logs out', async ({ page, context }) => {
  await openApp(page, '/', localToken());
  await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded', { timeout: 60_000 });
  // Held back so that the change is still waiting when Logout is tapped.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/admin/v1/inspection', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('link', { name: 'NEW INSPECTION' }).click();
  await startInspectionOfFirstMachine(page);
  await tapLogout(page);
  const dialog = page.getByRole('dialog', { name: 'Not sent yet' });
  await expect(dialog.getByTestId('logout-unsent')).toContainText(/\d+ changes? on this device/);
  await dialog.getByRole('button', { name: 'SYNC, THEN LOG OUT' }).click();
  release();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
});
