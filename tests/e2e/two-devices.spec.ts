import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { queryRows, startInspectionOfFirstMachine } from './helpers.ts';
import { allSent, open, openDevice, operation, syncedHome, type Device } from './two-devices-kit.ts';
import { localToken } from './tokens.ts';
import { drawnJpeg } from './drawn-jpeg.ts';

// Issue 51, two devices of one inspector (docs/decisions/0052 and 0064): a tablet and a phone, each a browser
// profile of its own (its own OPFS database and photos), both pull one inspection, go offline, both change one
// reading (Tonnage) and the machine's single photo, and come back online in either order. Each ends showing the
// same record and the same conflicts, with both photos; the choice made on one device settles it on both.

test.describe.configure({ timeout: 240_000 });

/** A camera's JPEG drawn in the page in one colour, so the two devices' photos differ. */
async function takePhoto(page: Page, hue: number): Promise<void> {
  const bytes = await drawnJpeg(page, {
    width: 1200,
    height: 900,
    quality: 0.9,
    paint: { fill: `hsl(${hue} 70% 50%)` },
  });
  await page.locator('input[type=file]').setInputFiles({
    name: 'machine.jpg',
    mimeType: 'image/jpeg',
    buffer: bytes,
  });
}

const machinePhoto = (id: string) => `/inspections/${id}/asset/machine-photo`;

/** Records the device's tonnage and photo (offline, but for the first ones). */
async function recordOffline(device: Device, id: string, tonnage: string, hue: number): Promise<void> {
  const { page } = device;
  await open(page, operation(id), 'Operation');
  const field = page.getByRole('textbox', { name: /^Tonnage/ });
  await field.fill(tonnage);
  await field.blur();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
  await open(page, machinePhoto(id), 'Machine Photo');
  await takePhoto(page, hue);
  await expect(page.getByRole('img', { name: 'Cover Photo 1' })).toBeVisible();
}

/** The inspection's tonnage and cover photo on a device, and its open conflicts (reading and value kept beside). */
async function record(page: Page, id: string) {
  const values = await queryRows(
    page,
    `SELECT o.observableItem, o.value FROM observations o
       JOIN inspectionCategoryTypes c ON c.externalId = o.categoryTypeExternalId
      WHERE c.inspectionExternalId = '${id}'
        AND o.observableItem IN ('Operation.Tonnage', 'MachinePhoto.CoverPhoto') ORDER BY 1`,
  );
  const open = await queryRows(
    page,
    `SELECT observableItemId, heldValue, value FROM observationConflicts
      WHERE inspectionExternalId = '${id}' AND settledAt IS NULL ORDER BY id`,
  );
  return { values, open };
}

/** The choice under a reading's field, on the screen that shows it. */
const choiceAt = (page: Page) => page.getByRole('group', { name: 'Changed on another device' });

for (const first of ['tablet', 'phone'] as const) {
  test(`both offline, both change one reading and one photo; the ${first} comes back first: both show the conflict, the choice settles it on both`, async ({
    browser,
  }) => {
    // An inspector of this test alone: nothing of another test's inspections on these devices.
    const inspector = `two-devices-${randomUUID().slice(0, 8)}`;
    const token = localToken(`Sam ${inspector}`, `${inspector}@example.com`);
    const tablet = await openDevice(browser, 'tablet', token);
    await tablet.page.goto('/new-inspection');
    const id = await startInspectionOfFirstMachine(tablet.page);
    // The reading and the photo both devices then change: recorded once, sent, and pulled by both.
    await recordOffline(tablet, id, '100', 100);
    await allSent(tablet.page);
    const before = await record(tablet.page, id);
    expect(before.values).toHaveLength(2);
    const phone = await openDevice(browser, 'phone', token);
    await expect
      .poll(async () => (await record(phone.page, id)).values, { timeout: 60_000 })
      .toEqual(before.values);

    for (const device of [tablet, phone]) await device.page.context().setOffline(true);
    await recordOffline(tablet, id, '120', 20);
    await recordOffline(phone, id, '130', 220);

    const [one, two] = first === 'tablet' ? [tablet, phone] : [phone, tablet];
    await one.page.context().setOffline(false);
    await allSent(one.page);
    await two.page.context().setOffline(false);
    await allSent(two.page);
    // The first device learns of the conflict with its next pull (a page load syncs).
    await syncedHome(one.page);

    // The server kept the first device's values and the second's beside them: both devices show the same.
    const held = first === 'tablet' ? '120' : '130';
    const kept = first === 'tablet' ? '130' : '120';
    await expect.poll(async () => (await record(one.page, id)).open.length, { timeout: 60_000 }).toBe(2);
    const onOne = await record(one.page, id);
    expect(await record(two.page, id)).toEqual(onOne);
    expect(onOne.values.find(([item]) => item === 'Operation.Tonnage')?.[1]).toBe(held);

    // At the reading itself, on each device: the other device's value, and its own.
    for (const device of [one, two]) {
      const { page } = device;
      await open(page, operation(id), 'Operation');
      await expect(page.getByRole('textbox', { name: /^Tonnage/ })).toHaveValue(held);
      const other = device === one ? kept : held;
      const yours = device === one ? held : kept;
      const otherName = device.name === 'tablet' ? 'phone' : 'tablet';
      await expect(choiceAt(page)).toContainText(
        new RegExp(
          `Changed on another device: ${other}( t)? \\(${otherName}, \\d\\d:\\d\\d\\) — yours ${yours}( t)? \\(\\d\\d:\\d\\d\\)`,
        ),
      );
      // Directly under the field it concerns, not at the top of the screen.
      const fieldBox = await page.getByRole('textbox', { name: /^Tonnage/ }).boundingBox();
      const choiceBox = await choiceAt(page).boundingBox();
      expect(choiceBox?.y ?? 0).toBeGreaterThan(fieldBox?.y ?? Infinity);
      expect((choiceBox?.y ?? 0) - ((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0))).toBeLessThan(80);

      // Both photos, each device's own and the other's, fetched from the server by file name.
      await open(page, machinePhoto(id), 'Machine Photo');
      await expect(choiceAt(page)).toContainText(
        new RegExp(`Changed on another device: photo \\(${otherName}, \\d\\d:\\d\\d\\) — yours photo`),
      );
      await expect(page.getByRole('img', { name: `Cover Photo: photo from ${otherName}` })).toHaveAttribute(
        'src',
        /^blob:/,
        { timeout: 30_000 },
      );
      await expect(page.getByRole('img', { name: 'Cover Photo: your photo' })).toHaveAttribute(
        'src',
        /^blob:/,
      );
    }

    // The second device keeps its own tonnage; the first keeps the second's photo. Each choice reaches the other.
    await open(two.page, operation(id), 'Operation');
    await choiceAt(two.page)
      .getByRole('button', { name: new RegExp(`^Keep yours ${kept}`) })
      .click();
    await expect(two.page.getByRole('textbox', { name: /^Tonnage/ })).toHaveValue(kept);
    await expect(choiceAt(two.page)).toHaveCount(0);
    await open(one.page, machinePhoto(id), 'Machine Photo');
    await choiceAt(one.page)
      .getByRole('button', { name: /^Keep photo/ })
      .click();
    await expect(choiceAt(one.page)).toHaveCount(0);
    await allSent(two.page);
    await allSent(one.page);
    for (const device of [one, two]) await syncedHome(device.page);
    await expect.poll(async () => (await record(one.page, id)).open.length, { timeout: 60_000 }).toBe(0);
    await expect.poll(async () => (await record(two.page, id)).open.length, { timeout: 60_000 }).toBe(0);
    const settledOne = await record(one.page, id);
    expect(await record(two.page, id)).toEqual(settledOne);
    expect(settledOne.values.find(([item]) => item === 'Operation.Tonnage')?.[1]).toBe(kept);
    for (const device of [one, two]) {
      await open(device.page, operation(id), 'Operation');
      await expect(device.page.getByRole('textbox', { name: /^Tonnage/ })).toHaveValue(kept);
      await expect(choiceAt(device.page)).toHaveCount(0);
      await open(device.page, machinePhoto(id), 'Machine Photo');
      await expect(device.page.getByRole('img', { name: 'Cover Photo 1' })).toHaveAttribute('src', /^blob:/);
      await expect(choiceAt(device.page)).toHaveCount(0);
    }
    for (const device of [one, two]) await device.page.context().close();
  });
}
