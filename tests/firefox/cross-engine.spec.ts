import { expect, test } from '@playwright/test';
import type { ElementHandle } from 'puppeteer-core';
import { catalogueId } from '../../src/rules/index.ts';
import { cameraPicture, enter, field, launchFirefox, shows, type Firefox } from './firefox.ts';

// The app in Firefox (Gecko, SpiderMonkey, its own OPFS and service worker), the engine some inspectors' laptops
// run: sign-in, first sync, a value kept over a reload, a reload with no network, and what was recorded offline on
// the server once the network is back. The rest of the suite runs in Chromium; docs/browsers.md says what runs where.

test.describe.configure({ timeout: 90_000 });

interface SyncItems {
  inspections: { id: number; externalId: string }[];
  inspectionCategoryTypes: { id: number; inspectionId: number }[];
  observations: { observableItemId: number; categoryTypeId: number; value: string | null }[];
}

let firefox: Firefox | undefined;
test.afterEach(async () => {
  const testInfo = test.info();
  // The page-at-failure reporter prints this: the failure's log then says what Firefox showed.
  if (firefox && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('page-at-failure', { body: await firefox.describe(), contentType: 'text/plain' });
  await firefox?.close();
  firefox = undefined;
});

test('Firefox: signs in, syncs, keeps a value over a reload, reloads offline, and uploads once back online', async ({
  baseURL,
  request,
}) => {
  firefox = await launchFirefox();
  const { page } = firefox;
  const base = baseURL ?? '';

  // Local sign-in, once the service worker (which holds the app for offline loads) is active.
  await page.goto(`${base}/login`);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // A developer's device: the engine's devtools handle says how the first sync was read.
  await page.evaluate(() => localStorage.setItem('inspect.devtools', '1'));
  await page.goto(`${base}/local-sign-in`);
  await page.locator('input[name=name]').fill('Fern Firefox');
  await page.locator('input[name=email]').fill('fern@example.com');
  await page.locator('button[type=submit]').click();
  await page.locator('a::-p-text(Open the app with this token)').click();
  await shows(page, '[data-testid=sync-status]', 'Synced', 60_000);
  // Read beside the engine, in the sync reader's worker the page started (decision 0108).
  const pulled = await page.evaluate(async () => (await globalThis.inspectEngine?.getLastPull())?.timings);
  expect(pulled?.readInWorker).toBe(true);

  // A new inspection of the first machine; an earlier run may have left one in progress: start another.
  await page.goto(`${base}/new-inspection`);
  await page.locator('section[aria-label=Machines] button').click();
  await page.waitForFunction(
    () => /\/inspections\/[0-9a-f-]{36}$/.test(location.pathname) || document.querySelector('dialog[open]'),
  );
  if (!/\/inspections\//.test(page.url())) {
    await page.locator('dialog[open] button::-p-text(START ANOTHER)').click();
    await page.waitForFunction(() => /\/inspections\/[0-9a-f-]{36}$/.test(location.pathname));
  }
  const inspectionId = page.url().split('/').pop() ?? '';

  // Hours that only grow from run to run, so the previous inspection's hours never refuse them.
  const hours = String(Math.floor(Date.now() / 3_600_000));
  await page.locator('a[href$="/asset/operating-hours"]').click();
  await shows(page, 'h1', 'Operation');
  await enter(page, 'Total Machine Hours', hours);
  await shows(page, '.saved-mark', '✓ saved');
  await page.reload();
  await shows(page, 'h1', 'Operation');
  expect(await (await field(page, 'Total Machine Hours')).evaluate((input) => input.value)).toBe(hours);

  // No network: the page loads from the service worker, the database from OPFS, and a new value is kept.
  await page.setOfflineMode(true);
  await page.reload();
  await shows(page, '[data-testid=offline-banner]', 'Offline');
  expect(await (await field(page, 'Total Machine Hours')).evaluate((input) => input.value)).toBe(hours);
  const tonnage = String(Date.now() % 1_000_000);
  await enter(page, 'Tonnage', tonnage);
  await shows(page, '.saved-mark', '✓ saved');

  // Still offline, a camera picture on the machine's photo: compressed in the photos' worker, which the page starts
  // for the engine (decision 0108), and shown from the device.
  await page.goto(`${base}/inspections/${inspectionId}/asset/machine-photo`);
  await shows(page, 'h1', 'Machine Photo');
  const camera = await cameraPicture(page);
  const input = await page.waitForSelector('input[type=file]');
  await (input as ElementHandle<HTMLInputElement>).uploadFile(camera.file);
  const stored = await page.waitForFunction(
    async () => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Cover Photo 1"]');
      if (!image?.src.startsWith('blob:')) return 0;
      return (await (await fetch(image.src)).blob()).size;
    },
    { timeout: 30_000, polling: 250 },
  );
  expect(await stored.jsonValue()).toBeLessThan(camera.bytes);

  // The network is back: both values reach the server.
  await page.setOfflineMode(false);
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const onServer = async () => {
    const response = await request.get('/api/admin/v1/inspection/sync', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const items = ((await response.json()) as { syncItems: SyncItems }).syncItems;
    const inspection = items.inspections.find((i) => i.externalId === inspectionId);
    const categoryType = items.inspectionCategoryTypes.find((c) => c.inspectionId === inspection?.id);
    const value = (identifier: string) =>
      items.observations.find(
        (o) => o.categoryTypeId === categoryType?.id && o.observableItemId === catalogueId(identifier),
      )?.value;
    return [value('Operation.TotalMachineHours'), value('Operation.Tonnage')];
  };
  await expect.poll(onServer, { timeout: 30_000 }).toEqual([hours, tonnage]);
});
