import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { writeCodeVideo, type CameraCodeFormat } from './camera-video.ts';
import { expect, test as device } from './device.ts';
import { FLEET, seedFleet, uuid } from './fleet.ts';
import { execSql, navigateInApp } from './helpers.ts';

// Decision 0056: a tag scanned with the camera. Chromium's fake camera shows a still frame of a code written in the test
// by zxing-wasm's writer; headless Chromium on Linux has no native BarcodeDetector, so the app's ZXing worker reads it.

interface CameraCode {
  readonly text: string;
  readonly format: CameraCodeFormat;
}

const test = device.extend<{ cameraCode: CameraCode | null }>({
  cameraCode: [null, { option: true }],
  // The camera is the browser's, fixed at launch: a test with a code gets a browser of its own showing it.
  page: async ({ cameraCode, launchOptions, page }, use) => {
    if (!cameraCode) return use(page);
    const video = await writeCodeVideo(cameraCode.text, cameraCode.format);
    const dir = mkdtempSync(path.join(tmpdir(), 'inspect-e2e-camera-'));
    const context = await chromium.launchPersistentContext(dir, {
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
      serviceWorkers: 'block',
      baseURL: `http://127.0.0.1:${E2E_PORT}`,
    });
    const [blank] = context.pages();
    await use(blank ?? (await context.newPage()));
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  },
});

/** An inspection of EX-204 (Karratha North, whose North Yard holds Spare Bucket A) in progress. */
const ex204Inspection = (externalId: string) => ({
  externalId,
  name: 'EX-204',
  assetId: FLEET.assets.ex204,
  mineLocationId: null,
  siteId: FLEET.sites.karratha,
  inspectionDate: '2026-11-01T00:00:00Z',
  completed: false,
  inspectorName: 'Ana Inspector',
});

const scanTag = (page: Page) => page.getByRole('button', { name: 'SCAN TAG' });

test.describe('a QR tag of a machine', () => {
  test.use({
    cameraCode: { text: `http://127.0.0.1:${E2E_PORT}/tag/machine/${FLEET.assets.ex204}`, format: 'QRCode' },
  });

  test('opens that machine’s new inspection, as a tap on it would', async ({ page }) => {
    await seedFleet(page);
    await navigateInApp(page, '/new-inspection');
    await scanTag(page).click();
    await expect(page.getByRole('dialog', { name: 'SCAN TAG' })).toBeVisible();
    await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
    await expect(page.locator('.inspection-header').getByRole('heading', { level: 1 })).toHaveText('EX-204');
    await expect(page.getByRole('link', { name: 'Edit / Changeout Bucket' })).toBeVisible();
  });
});

test.describe('a tag naming nothing on this device', () => {
  test.use({ cameraCode: { text: 'EX-999', format: 'QRCode' } });

  test('says so and fills the search with the tag', async ({ page }) => {
    await seedFleet(page);
    await navigateInApp(page, '/new-inspection');
    await scanTag(page).click();
    await expect(page.getByRole('alert')).toHaveText('No machine with tag EX-999 on this device');
    await expect(page.getByRole('dialog', { name: 'SCAN TAG' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('EX-999');
    await expect(page.getByText('No results found')).toBeVisible();
  });
});

test.describe('a Code 128 barcode of a bucket serial', () => {
  test.use({ cameraCode: { text: 'BKT-0042-A', format: 'Code128' } });

  test('fills New Bucket’s serial number', async ({ page }) => {
    await seedFleet(page);
    await navigateInApp(page, '/new-bucket');
    const serial = page.getByLabel("Customer's Bucket Serial Number");
    await expect(serial).toHaveValue('');
    await page.getByRole('button', { name: 'SCAN SERIAL' }).click();
    await expect(serial).toHaveValue('BKT-0042-A');
  });

  test('on the bucket screen’s Change out to, chooses the spare bucket with that serial, as a tap would', async ({
    page,
  }) => {
    const inspection = uuid('c', 55);
    await seedFleet(page, [ex204Inspection(inspection)]);
    await execSql(
      page,
      `UPDATE equipments SET serialNumber = 'BKT-0042-A' WHERE externalId = '${FLEET.buckets.spareA}'`,
    );
    await navigateInApp(page, `/inspections/${inspection}/bucket`);
    await page.getByRole('button', { name: 'Changeout' }).click();
    await page.getByRole('button', { name: 'SCAN BUCKET' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/bucket/${FLEET.buckets.ex204}/rotation/${FLEET.buckets.spareA}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Bucket Changeout' })).toBeVisible();
  });

  test('on the bucket screen’s Change out to, a serial of no spare here says so and keeps the list', async ({
    page,
  }) => {
    const inspection = uuid('c', 56);
    await seedFleet(page, [ex204Inspection(inspection)]);
    await navigateInApp(page, `/inspections/${inspection}/bucket`);
    await page.getByRole('button', { name: 'Changeout' }).click();
    await page.getByRole('button', { name: 'SCAN BUCKET' }).click();
    await expect(page.getByRole('alert')).toHaveText('No bucket with tag BKT-0042-A in this site’s yards.');
    await expect(
      page.getByRole('list', { name: "Buckets in the site's yards" }).getByRole('link'),
    ).toHaveText([/Spare Bucket A/]);
  });

  test('on Bucket Specifications, SCAN SERIAL saves the serial as typing it would', async ({ page }) => {
    const inspection = uuid('c', 57);
    await seedFleet(page, [ex204Inspection(inspection)]);
    await navigateInApp(page, `/inspections/${inspection}/bucket/${FLEET.buckets.ex204}/specifications`);
    const serial = page.getByLabel("Customer's Bucket Serial Number");
    await expect(serial).toHaveValue('');
    await page.getByRole('button', { name: 'SCAN SERIAL' }).click();
    await expect(serial).toHaveValue('BKT-0042-A');
    // Saved: it is still there when the screen is opened again.
    await page.reload();
    await expect(page.getByLabel("Customer's Bucket Serial Number")).toHaveValue('BKT-0042-A');
  });

  test('on Select Machine, opens the machine the bucket is fitted to', async ({ page }) => {
    await seedFleet(page);
    await execSql(
      page,
      `UPDATE equipments SET serialNumber = 'BKT-0042-A' WHERE externalId = '${FLEET.buckets.ex204}'`,
    );
    await navigateInApp(page, '/new-inspection');
    await scanTag(page).click();
    await expect(page.locator('.inspection-header').getByRole('heading', { level: 1 })).toHaveText('EX-204');
  });
});

test('with the camera refused, says so and keeps the list', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await seedFleet(page);
  await navigateInApp(page, '/new-inspection');
  await scanTag(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The camera is not allowed for this app. Allow it in the browser’s site settings to scan, or search the list.',
  );
  await expect(page.getByRole('region', { name: 'Machines' }).getByRole('listitem')).toHaveCount(6);
});
