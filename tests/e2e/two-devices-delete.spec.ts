import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { queryRows, startInspectionOfFirstMachine } from './helpers.ts';
import { localToken } from './tokens.ts';
import { allSent, open, openDevice, operation, syncedHome, type Device } from './two-devices-kit.ts';

// Issue 51 item 3, a delete against an edit (docs/decisions/0052, 0073): the tablet deletes the inspection offline
// while the phone changes a reading offline. Whichever order they come back in, nothing typed is lost and both are
// told in words: the edit first, the tablet's delete is refused and the inspection comes back; the delete first, the
// phone's edit brings the inspection back, and Home's card and the contents say so on both devices.

test.describe.configure({ timeout: 240_000 });

/** The tablet's inspection with its tonnage, sent, and pulled by the phone; then both go offline. */
async function pulledByBoth(tablet: Device, phone: Device): Promise<{ id: string }> {
  await tablet.page.goto('/new-inspection');
  const id = await startInspectionOfFirstMachine(tablet.page);
  await typeTonnage(tablet.page, id, '100');
  await allSent(tablet.page);
  await syncedHome(phone.page);
  await expect.poll(async () => tonnageOf(phone.page, id), { timeout: 60_000 }).toBe('100');
  for (const device of [tablet, phone]) await device.page.context().setOffline(true);
  return { id };
}

async function typeTonnage(page: Page, id: string, value: string): Promise<void> {
  await open(page, operation(id), 'Operation');
  const field = page.getByRole('textbox', { name: /^Tonnage/ });
  await field.fill(value);
  await field.blur();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
}

/** The inspection's tonnage on a device, or null when the device does not hold the inspection. */
async function tonnageOf(page: Page, id: string): Promise<string | null> {
  const rows = await queryRows(
    page,
    `SELECT (SELECT count(*) FROM inspections WHERE externalId = '${id}'),
       (SELECT o.value FROM observations o JOIN inspectionCategoryTypes c ON c.externalId = o.categoryTypeExternalId
         WHERE c.inspectionExternalId = '${id}' AND o.observableItem = 'Operation.Tonnage')`,
  );
  return rows[0]?.[0] === '1' ? (rows[0]?.[1] ?? '') : null;
}

/** Deletes the inspection from History's In Progress tab, after the confirmation. */
async function deleteInspection(page: Page): Promise<void> {
  await page.goto('/history?history_tab=in_progress');
  // This test's inspector has one inspection of their own: the only one with a Delete button.
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Delete / })
    .click({ timeout: 60_000 });
  await page
    .getByRole('dialog', { name: 'Delete inspection?' })
    .getByRole('button', { name: 'Delete' })
    .click();
}

test('the phone’s edit reaches the server first: the tablet’s delete is refused in words, the inspection comes back with the edit', async ({
  browser,
}) => {
  const inspector = `two-devices-delete-${randomUUID().slice(0, 8)}`;
  const token = localToken(`Sam ${inspector}`, `${inspector}@example.com`);
  const tablet = await openDevice(browser, 'tablet', token);
  const phone = await openDevice(browser, 'phone', token);
  const { id } = await pulledByBoth(tablet, phone);

  await deleteInspection(tablet.page);
  expect(await tonnageOf(tablet.page, id)).toBeNull();
  await typeTonnage(phone.page, id, '130');

  await phone.page.context().setOffline(false);
  await allSent(phone.page);
  await tablet.page.context().setOffline(false);
  await tablet.page.goto('/');
  // Told on Home, in the server's words; the inspection is back with the phone's reading.
  await expect(tablet.page.getByTestId('sync-status')).toContainText(
    'refused by the server: Changed on another device: not deleted',
    { timeout: 60_000 },
  );
  await expect.poll(async () => tonnageOf(tablet.page, id), { timeout: 60_000 }).toBe('130');
  await syncedHome(tablet.page);
  await open(tablet.page, operation(id), 'Operation');
  await expect(tablet.page.getByRole('textbox', { name: /^Tonnage/ })).toHaveValue('130');
  // The phone still holds it as it left it.
  expect(await tonnageOf(phone.page, id)).toBe('130');
  for (const device of [tablet, phone]) await device.page.context().close();
});

/** Home's card of the inspection on a device, and its contents, both say the sentence. */
async function toldOnHomeAndContents(page: Page, id: string, sentence: RegExp): Promise<void> {
  await syncedHome(page);
  await expect(page.locator(`a[href="/inspections/${id}"] .deleted-and-back`)).toHaveText(sentence, {
    timeout: 60_000,
  });
  await page.goto(`/inspections/${id}`);
  await expect(page.getByRole('note').filter({ hasText: sentence })).toBeVisible({ timeout: 60_000 });
}

test('the tablet’s delete reaches the server first: the phone’s later edit brings the inspection back on both devices, and both are told', async ({
  browser,
}) => {
  const inspector = `two-devices-delete-${randomUUID().slice(0, 8)}`;
  const token = localToken(`Sam ${inspector}`, `${inspector}@example.com`);
  const tablet = await openDevice(browser, 'tablet', token);
  const phone = await openDevice(browser, 'phone', token);
  const { id } = await pulledByBoth(tablet, phone);

  await deleteInspection(tablet.page);
  await typeTonnage(phone.page, id, '130');

  await tablet.page.context().setOffline(false);
  await allSent(tablet.page);
  await phone.page.context().setOffline(false);
  await allSent(phone.page);
  await syncedHome(phone.page);
  // Nothing the phone typed is lost: its reading is on the phone and on the server, so the tablet pulls it back.
  await expect.poll(async () => tonnageOf(phone.page, id), { timeout: 60_000 }).toBe('130');
  await syncedHome(tablet.page);
  await expect.poll(async () => tonnageOf(tablet.page, id), { timeout: 60_000 }).toBe('130');
  // The tablet learns why the inspection it deleted is back; the phone, that its changes were kept.
  await toldOnHomeAndContents(
    tablet.page,
    id,
    /^You deleted this inspection on this device, but it was changed on another device \(phone\) and is back with those changes$/,
  );
  await toldOnHomeAndContents(
    phone.page,
    id,
    /^This inspection was deleted on another device \(tablet\) at .+; your changes were kept and it is back$/,
  );
  await open(tablet.page, operation(id), 'Operation');
  await expect(tablet.page.getByRole('textbox', { name: /^Tonnage/ })).toHaveValue('130');
  for (const device of [tablet, phone]) await device.page.context().close();
});
