import { expect, test } from '@playwright/test';
import { openScreen, seedRecording } from './recording-fixture.ts';
import { drawnJpeg } from './drawn-jpeg.ts';

// Issue 54: a label typed on a photo, and RESTORE ORIGINAL putting the photo back.

test.describe.configure({ timeout: 120_000 });

test('a label is written on the photo; RESTORE ORIGINAL shows the photo as taken again', async ({ page }) => {
  await seedRecording(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await openScreen(page, '/asset/machine-photo', 'Machine Photo');
  const jpeg = await drawnJpeg(page, {
    width: 1600,
    height: 1200,
    quality: 0.9,
    paint: { fill: '#6b5b4b' },
  });
  await page.locator('input[type=file]').setInputFiles({
    name: 'rock.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  const thumb = page.getByRole('img', { name: 'Cover Photo 1' });
  await expect(thumb).toBeVisible({ timeout: 30_000 });
  const takenSrc = (await thumb.getAttribute('src')) ?? '';

  await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
  await page.getByRole('dialog', { name: 'Photo' }).getByRole('button', { name: 'MARK UP' }).click();
  const editor = page.getByRole('dialog', { name: 'Mark up photo' });
  await editor.getByRole('button', { name: 'Label' }).click();
  const area = await editor.locator('canvas').boundingBox();
  if (!area) throw new Error('no drawing area');
  await page.mouse.click(area.x + area.width * 0.3, area.y + area.height * 0.5);
  await editor.getByLabel('Label text').fill('Crack');
  await editor.getByRole('button', { name: 'Add label' }).click();
  await expect(editor.getByText('1 mark.')).toBeVisible();
  await editor.getByRole('button', { name: 'SAVE' }).click();
  await expect(editor).toHaveCount(0, { timeout: 30_000 });
  await expect(thumb).not.toHaveAttribute('src', takenSrc);

  await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
  const zoom = page.getByRole('dialog', { name: 'Photo' });
  await expect(zoom.getByRole('button', { name: 'Original' })).toBeVisible();
  await zoom.getByRole('button', { name: 'MARK UP' }).click();
  await editor.getByRole('button', { name: 'RESTORE ORIGINAL' }).click();
  await page
    .getByRole('dialog', { name: 'Restore original' })
    .getByRole('button', { name: 'Restore original' })
    .click();
  await expect(editor).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
  await expect(zoom.getByRole('img', { name: 'Cover Photo' })).toBeVisible();
  // The photo shows its original: nothing else to choose between.
  await expect(zoom.getByRole('button', { name: 'Original' })).toHaveCount(0);
});
