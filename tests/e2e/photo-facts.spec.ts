import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { SYNC_COMPLETE } from '../../src/rules/index.ts';
import { goOffline, openApp, startInspectionOfFirstMachine } from './helpers.ts';
import { expectNoContrastViolations } from './axe.ts';
import {
  expectNoSmallControls,
  expectUsableAtBothSizes,
  openScreen,
  seedRecording,
} from './recording-fixture.ts';
import { localToken } from './tokens.ts';
import { CAMERA_JPEG, drawnJpeg } from './drawn-jpeg.ts';

// Issue 54 part B (decision 0063): a photo's caption, the time its camera says it was taken and where the tablet was,
// on screen, kept offline through a reload, and under the photo in the Word report made on the device and on the
// server.

test.use({
  // Goes offline: the page must be controlled by the service worker (blocked by default: playwright.config.ts).
  serviceWorkers: 'allow',
  geolocation: { latitude: -23.3612, longitude: 119.7318, accuracy: 8 },
  permissions: ['geolocation'],
});
test.describe.configure({ timeout: 180_000 });

const CAPTION = 'Crack at the weld, left rear';
const TAKEN = 'Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m';

/**
 * The camera's EXIF, as a phone writes it (big-endian): DateTimeOriginal 2026:12:03 08:34:12, OffsetTimeOriginal
 * +08:00, in an APP1 segment put right after the JPEG's start.
 */
function withExif(jpeg: Buffer): Buffer {
  const date = Buffer.from('2026:12:03 08:34:12\0', 'latin1');
  const offset = Buffer.from('+08:00\0', 'latin1');
  const tiff = Buffer.alloc(26 + 2 + 2 * 12 + 4 + date.length + offset.length);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: the Exif IFD pointer (0x8769, LONG) to 26.
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8769, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22);
  // Exif IFD: DateTimeOriginal and OffsetTimeOriginal (ASCII), their texts after it at 56 and 76.
  tiff.writeUInt16BE(2, 26);
  tiff.writeUInt16BE(0x9003, 28);
  tiff.writeUInt16BE(2, 30);
  tiff.writeUInt32BE(date.length, 32);
  tiff.writeUInt32BE(56, 36);
  tiff.writeUInt16BE(0x9011, 40);
  tiff.writeUInt16BE(2, 42);
  tiff.writeUInt32BE(offset.length, 44);
  tiff.writeUInt32BE(56 + date.length, 48);
  tiff.writeUInt32BE(0, 52);
  date.copy(tiff, 56);
  offset.copy(tiff, 56 + date.length);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** The text of a Word document's body, without its markup. */
function documentText(docx: Uint8Array): string {
  return strFromU8(unzipSync(docx)['word/document.xml'] as Uint8Array).replace(/<[^>]+>/g, '');
}

test('a photo keeps its caption, camera time and place through an offline reload, and the Word reports show them', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = localToken();
  await openApp(page, '/', token);
  await expect(page.getByTestId('sync-status')).toContainText('Synced', { timeout: 60_000 });
  await page.goto('/new-inspection');
  const externalId = await startInspectionOfFirstMachine(page);
  await page.goto(`/inspections/${externalId}/asset/machine-photo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Photo' })).toBeVisible({
    timeout: 60_000,
  });

  await page.locator('input[type=file]').setInputFiles({
    name: 'machine.jpg',
    mimeType: 'image/jpeg',
    buffer: withExif(await drawnJpeg(page, CAMERA_JPEG)),
  });
  await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo' });
  // The camera's time and the tablet's place, as the report writes them.
  await expect(viewer.getByText(TAKEN)).toBeVisible();
  await viewer.getByLabel('Caption').fill(CAPTION);
  await viewer.getByLabel('Caption').blur();
  await expect(viewer.getByText('✓ saved')).toBeVisible();
  // The photo's view with its caption and line: readable and usable with a glove on a phone and a tablet (the view
  // turns the page's zoom off for its own, so axe's whole run is for the screen behind it, below).
  for (const size of [
    { width: 360, height: 740 },
    { width: 800, height: 1280 },
  ]) {
    await page.setViewportSize(size);
    await expectNoContrastViolations(page);
    await expectNoSmallControls(page);
    await page.screenshot({ path: testInfo.outputPath(`viewer-${size.width}.png`) });
  }
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.photo-thumb-caption')).toHaveText(CAPTION);
  await page.screenshot({ path: testInfo.outputPath('tile-800.png') });
  await expectUsableAtBothSizes(page);
  await page.setViewportSize({ width: 800, height: 1280 });

  // Offline, the page loaded again from the device: nothing lost.
  await goOffline(page);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: `Cover Photo 1: ${CAPTION}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `Open Cover Photo 1: ${CAPTION}` }).click();
  await expect(viewer.getByLabel('Caption')).toHaveValue(CAPTION);
  await expect(viewer.getByText(TAKEN)).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();

  // Submitted offline: the report is made on the device.
  await page.goto(`/inspections/${externalId}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await page.getByRole('link', { name: 'SUBMIT', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit with sections not complete?' })
    .getByRole('button', { name: 'Submit anyway' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible({
    timeout: 60_000,
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const device = new Uint8Array(readFileSync(await (await downloading).path()));
  writeFileSync(testInfo.outputPath('device-report.docx'), device);
  const deviceText = documentText(device);
  expect(deviceText).toContain(CAPTION);
  expect(deviceText).toContain(TAKEN);
  expect(deviceText.indexOf(TAKEN)).toBeGreaterThan(deviceText.indexOf(CAPTION));

  // Online again: the server has the same facts and writes the same lines.
  await context.setOffline(false);
  await expect(page.getByTestId('inspection-sync')).toHaveText(SYNC_COMPLETE, { timeout: 60_000 });
  const answer = await request.post('/api/admin/v1/report/generate', {
    headers: { authorization: `Bearer ${token}` },
    data: { reportType: 'UndercarriageInspection', entityId: externalId },
  });
  expect(answer.status()).toBe(200);
  const server = new Uint8Array(await answer.body());
  writeFileSync(testInfo.outputPath('server-report.docx'), server);
  const serverText = documentText(server);
  expect(serverText).toContain(CAPTION);
  expect(serverText).toContain(TAKEN);
});

test.describe('without the place allowed', () => {
  test.use({ serviceWorkers: 'block', permissions: [] });

  test('a photo without EXIF is kept with the time it came and no place, and nothing asks or warns', async ({
    page,
  }) => {
    await seedRecording(page);
    await openScreen(page, '/asset/machine-photo', 'Machine Photo');
    await page.locator('input[type=file]').setInputFiles({
      name: 'machine.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnJpeg(page, CAMERA_JPEG),
    });
    await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo' });
    // Today's date and a time, as the clock showed it: no degrees.
    const line = viewer.locator('.photo-facts-line');
    await expect(line).toHaveText(/^Taken \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Cover Photo 1' })).toBeVisible();
  });
});
