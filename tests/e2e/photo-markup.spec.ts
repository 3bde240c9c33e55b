import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { SYNC_COMPLETE } from '../../src/rules/index.ts';
import { execSql, goOffline, openApp, queryRows, startInspectionOfFirstMachine } from './helpers.ts';
import { localToken } from './tokens.ts';
import { drawnJpeg, type DrawnJpeg } from './drawn-jpeg.ts';

// Issue 54: a photo marked up with the mouse (a circle and an arrow) on a tablet and on a phone, kept through an
// offline reload, submitted; the Word reports (the device's and the server's) show the marked-up picture, and the
// original is kept on the server byte for byte.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 240_000 });

/** A camera picture in greys and browns (rock and steel), where magenta marks stand out. */
const ROCK_JPEG: DrawnJpeg = {
  width: 2400,
  height: 1800,
  quality: 0.92,
  paint: { blocks: 40, size: [700, 500], palette: 'rock' },
};

const SIZES = [
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'phone', width: 360, height: 740 },
] as const;

// Where the marks go, as fractions of the picture: a circle across the top left quarter, an arrow up to its middle.
const CIRCLE = { from: [0.15, 0.15], to: [0.45, 0.45] } as const;
const ARROW = { from: [0.9, 0.85], to: [0.55, 0.55] } as const;
/** Points the marks cross: the circle's left edge and a point half way along the arrow's shaft. */
const ON_MARKS = [
  [0.15, 0.3],
  [0.725, 0.7],
] as const;

/** Drags the mouse over the drawing area between two points given as fractions of it. */
async function drag(page: Page, area: Locator, from: readonly number[], to: readonly number[]) {
  const box = await area.boundingBox();
  if (!box) throw new Error('The drawing area is not on the screen');
  const at = (p: readonly number[]) =>
    [box.x + (p[0] ?? 0) * box.width, box.y + (p[1] ?? 0) * box.height] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at(to), { steps: 8 });
  await page.mouse.up();
}

/** The picture's pixel at a point given as fractions of it. */
async function pixelAt(jpeg: Uint8Array, point: readonly number[]): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.round((point[0] ?? 0) * (info.width - 1));
  const y = Math.round((point[1] ?? 0) * (info.height - 1));
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
}

/** Magenta (#ff00e6) as a JPEG keeps it: strong red and blue, little green. */
const isMagenta = ([r, g, b]: readonly number[]) => (r ?? 0) > 180 && (g ?? 255) < 110 && (b ?? 0) > 160;

/** The one picture of a Word report (the cover photo). */
function reportPicture(docx: Uint8Array): Uint8Array {
  const media = Object.entries(unzipSync(docx)).filter(
    ([name]) => name.startsWith('word/media/') && /\.(jpe?g|png)$/i.test(name),
  );
  const photos = media.filter(([, bytes]) => bytes[0] === 0xff && bytes[1] === 0xd8);
  expect(photos, 'one JPEG picture in the report').toHaveLength(1);
  return photos[0]?.[1] ?? new Uint8Array();
}

for (const size of SIZES) {
  test(`${size.name}: a circle and an arrow drawn with the mouse are the photo everywhere; the original is kept`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    const token = localToken();
    await openApp(page, '/', token);
    await expect(page.getByTestId('sync-status')).toContainText('Synced', { timeout: 90_000 });
    await page.goto('/new-inspection');
    const externalId = await startInspectionOfFirstMachine(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/inspections/${externalId}/asset/machine-photo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Machine Photo' })).toBeVisible({
      timeout: 60_000,
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'machine.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnJpeg(page, ROCK_JPEG),
    });
    const thumb = page.getByRole('img', { name: 'Cover Photo 1' });
    await expect(thumb).toBeVisible({ timeout: 30_000 });
    const takenSrc = await thumb.getAttribute('src');

    // The photo as stored, before any markup: what the server must keep as the original.
    await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
    const zoom = page.getByRole('dialog', { name: 'Photo' });
    const stored = Buffer.from(
      await zoom.getByRole('img', { name: 'Cover Photo' }).evaluate(async (img: HTMLImageElement) => {
        return [...new Uint8Array(await (await fetch(img.src)).arrayBuffer())];
      }),
    );
    await zoom.getByRole('button', { name: 'MARK UP' }).click();

    const editor = page.getByRole('dialog', { name: 'Mark up photo' });
    await expect(editor).toBeVisible();
    const area = editor.locator('canvas');
    await expect(editor.getByRole('button', { name: 'Circle' })).toHaveAttribute('aria-pressed', 'true');
    await drag(page, area, CIRCLE.from, CIRCLE.to);
    await editor.getByRole('button', { name: 'Arrow' }).click();
    await drag(page, area, ARROW.from, ARROW.to);
    await expect(editor.getByText('2 marks.')).toBeVisible();
    // Undo takes the arrow back; drawn again.
    await editor.getByRole('button', { name: 'Undo' }).click();
    await expect(editor.getByText('1 mark.')).toBeVisible();
    await drag(page, area, ARROW.from, ARROW.to);
    await expect(editor.getByText('2 marks.')).toBeVisible();
    // Every control a gloved finger can hit.
    for (const button of await editor.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0, await button.innerText()).toBeGreaterThanOrEqual(48);
      expect(box?.width ?? 0, await button.innerText()).toBeGreaterThanOrEqual(48);
    }
    await editor.screenshot({ path: testInfo.outputPath(`editor-${size.name}.png`) });
    // A save the worker refuses (the inspection was completed in another tab meanwhile) says why and loses nothing.
    await execSql(page, `UPDATE inspections SET completed = 1 WHERE externalId = '${externalId}'`);
    await editor.getByRole('button', { name: 'SAVE' }).click();
    await expect(editor.getByRole('alert')).toContainText(
      'The markup could not be saved: This inspection is completed',
    );
    await expect(editor.getByText('2 marks.')).toBeVisible();
    await expect(thumb).toHaveAttribute('src', takenSrc ?? '');
    await execSql(page, `UPDATE inspections SET completed = 0 WHERE externalId = '${externalId}'`);
    await editor.getByRole('button', { name: 'SAVE' }).click();
    await expect(editor).toHaveCount(0, { timeout: 30_000 });
    await expect(thumb).not.toHaveAttribute('src', takenSrc ?? '');

    // Offline, after a reload: the marked-up version is still the photo, and the zoom shows either version.
    await goOffline(page);
    await page.reload();
    await expect(thumb).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Open Cover Photo 1' }).click();
    await expect(zoom.getByRole('button', { name: 'Original' })).toBeVisible();
    const shownOffline = Buffer.from(
      await zoom.getByRole('img', { name: 'Cover Photo' }).evaluate(async (img: HTMLImageElement) => {
        return [...new Uint8Array(await (await fetch(img.src)).arrayBuffer())];
      }),
    );
    for (const point of ON_MARKS)
      expect(isMagenta(await pixelAt(shownOffline, point)), `${point}`).toBe(true);
    await zoom.getByRole('button', { name: 'Original' }).click();
    const original = zoom.getByRole('img', { name: 'Cover Photo (original, before markup)' });
    await expect(original).toBeVisible();
    await zoom.screenshot({ path: testInfo.outputPath(`zoom-original-${size.name}.png`) });
    const originalOnDevice = Buffer.from(
      await original.evaluate(async (img: HTMLImageElement) => [
        ...new Uint8Array(await (await fetch(img.src)).arrayBuffer()),
      ]),
    );
    expect(originalOnDevice.equals(stored)).toBe(true);
    await zoom.getByRole('button', { name: 'Close' }).click();

    // Online again, submitted: every save and both photos reach the server.
    await context.setOffline(false);
    await page.goto(`/inspections/${externalId}/review`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'SUBMIT', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Submit with sections not complete?' })
      .getByRole('button', { name: 'Submit anyway' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('inspection-sync')).toHaveText(SYNC_COMPLETE, { timeout: 60_000 });

    // The device's report shows the marked-up picture: magenta where the marks are, not in the original there.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const devicePicture = reportPicture(new Uint8Array(readFileSync(await (await downloading).path())));
    for (const point of ON_MARKS) {
      expect(isMagenta(await pixelAt(devicePicture, point)), `device report at ${point}`).toBe(true);
      expect(isMagenta(await pixelAt(stored, point)), `original at ${point}`).toBe(false);
    }

    // The server's report too, and the original downloads from the server unchanged.
    const auth = { authorization: `Bearer ${token}` };
    const serverReport = await request.post('/api/admin/v1/report/generate', {
      headers: auth,
      data: { reportType: 'UndercarriageInspection', entityId: externalId },
    });
    expect(serverReport.status()).toBe(200);
    const serverPicture = reportPicture(new Uint8Array(await serverReport.body()));
    for (const point of ON_MARKS)
      expect(isMagenta(await pixelAt(serverPicture, point)), `server report at ${point}`).toBe(true);
    const [[keptId] = []] = await queryRows(
      page,
      `SELECT externalId FROM observations WHERE observableItem = 'MachinePhoto.OriginalCoverPhoto'
         AND categoryTypeExternalId IN (SELECT externalId FROM inspectionCategoryTypes WHERE inspectionExternalId = '${externalId}')`,
    );
    expect(keptId).toBeDefined();
    const download = await request.get(`/api/admin/v1/inspection/download/${keptId}`, { headers: auth });
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(stored)).toBe(true);
  });
}
