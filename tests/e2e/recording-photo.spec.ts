import { expect, test, type Page } from '@playwright/test';
import { catalogueId } from '../../src/rules/index.ts';
import { jpegSize } from '../faults/jpeg.ts';
import { openApp, startInspectionOfFirstMachine } from './helpers.ts';
import {
  CURRENT,
  entryStatus,
  expectUsableAtBothSizes,
  openScreen,
  seedRecording,
} from './recording-fixture.ts';
import { localToken } from './tokens.ts';
import { drawnJpeg, type DrawnJpeg } from './drawn-jpeg.ts';

test.describe.configure({ timeout: 120_000 });

const LARGE_CAMERA_JPEG: DrawnJpeg = {
  width: 2400,
  height: 1800,
  quality: 0.95,
  paint: { blocks: 40, size: [600, 400], palette: 'bright' },
};

async function takePhoto(page: Page) {
  await page.locator('input[type=file]').setInputFiles({
    name: 'machine.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawnJpeg(page, LARGE_CAMERA_JPEG),
  });
}

test('machine photo: taken through the file input, shown from the device after a reload, zoomed, deleted', async ({
  page,
}) => {
  await seedRecording(page);
  await openScreen(page, '/asset/machine-photo', 'Machine Photo');
  const input = page.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  await takePhoto(page);
  const thumb = page.getByRole('img', { name: 'Cover Photo 1' });
  await expect(thumb).toBeVisible();
  await expect(thumb).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('REPLACE PHOTO')).toBeVisible();
  await expectUsableAtBothSizes(page);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Cover Photo 1' })).toBeVisible();
  // The worker compressed it: the stored file is smaller than the camera's.
  const stored = await page
    .getByRole('img', { name: 'Cover Photo 1' })
    .evaluate(async (img: HTMLImageElement) => {
      const blob = await (await fetch(img.src)).blob();
      return blob.size;
    });
  expect(stored).toBeLessThan((await drawnJpeg(page, LARGE_CAMERA_JPEG)).length);

  await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo' });
  await expect(viewer).toBeVisible();
  await expect(page.locator('meta[name=viewport]')).toHaveAttribute('content', /user-scalable=no/);
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  for (let i = 0; i < 4; i++) await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('3×')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Delete photo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete photo' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('img', { name: 'Cover Photo 1' })).toHaveCount(0);
  await expect(page.locator('meta[name=viewport]')).not.toHaveAttribute('content', /user-scalable=no/);
  await page.goto(`/inspections/${CURRENT}`);
  await expect(entryStatus(page, 'Machine Photo')).toHaveText('Not started');
});

test('machine photo reaches the server', async ({ page, request }) => {
  const token = localToken();
  const auth = { authorization: `Bearer ${token}` };
  // An inspection of this inspector's own: only they may add its photos (docs/decisions/0022).
  await openApp(page, '/', token);
  await expect(page.getByTestId('sync-status')).toContainText('Synced', { timeout: 60_000 });
  await page.goto('/new-inspection');
  const externalId = await startInspectionOfFirstMachine(page);
  await page.goto(`/inspections/${externalId}/asset/machine-photo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Photo' })).toBeVisible({
    timeout: 60_000,
  });
  await takePhoto(page);
  await expect(page.getByRole('img', { name: 'Cover Photo 1' })).toBeVisible();
  const coverId = catalogueId('MachinePhoto.CoverPhoto');
  let photo: { externalId: string } | undefined;
  await expect
    .poll(
      async () => {
        const now = await (await request.get('/api/admin/v1/inspection/sync', { headers: auth })).json();
        const categoryType = now.syncItems.inspectionCategoryTypes.find(
          (c: { inspectionExternalId: string }) => c.inspectionExternalId === externalId,
        );
        photo = now.syncItems.observations.find(
          (o: { observableItemId: number; categoryTypeId: number }) =>
            o.observableItemId === coverId && o.categoryTypeId === categoryType?.id,
        );
        if (!photo) return 0;
        return (
          await request.get(`/api/admin/v1/inspection/download/${photo.externalId}`, { headers: auth })
        ).status();
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  const bytes = await (
    await request.get(`/api/admin/v1/inspection/download/${photo?.externalId}`, { headers: auth })
  ).body();
  expect(jpegSize(new Uint8Array(bytes)).width).toBeGreaterThan(0);
});
