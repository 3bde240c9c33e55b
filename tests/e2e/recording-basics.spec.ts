import { expect, test } from './device.ts';
import {
  CURRENT,
  entryStatus,
  expectUsableAtBothSizes,
  openScreen,
  seedRecording,
} from './recording-fixture.ts';

// axe at two sizes per screen on a shared 2-core machine takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await seedRecording(page);
});

test('lock on: NO by default, complete only with both YES, stores the time and goes back to Completed', async ({
  page,
}) => {
  await page.goto(`/inspections/${CURRENT}`);
  await expect(entryStatus(page, 'Lock On')).toHaveText('Not started');
  await page.getByRole('link', { name: /^Lock On/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lock On' })).toBeVisible();
  const lockedOn = page.getByRole('group', { name: 'Is the machine locked on?' });
  const notified = page.getByRole('group', { name: 'Has the customer been notified?' });
  await expect(lockedOn.getByRole('radio', { name: 'NO' })).toBeChecked();
  await expect(notified.getByRole('radio', { name: 'NO' })).toBeChecked();
  const complete = page.getByRole('button', { name: 'MARK AS COMPLETE' });
  await expect(complete).toBeDisabled();
  await expectUsableAtBothSizes(page);
  await lockedOn.getByRole('radio', { name: 'YES' }).check();
  await expect(lockedOn.getByText('✓ saved')).toBeVisible();
  await notified.getByRole('radio', { name: 'YES' }).check();
  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(page).toHaveURL(new RegExp(`/inspections/${CURRENT}$`));
  await expect(entryStatus(page, 'Lock On')).toHaveText('Completed');
  // The answers and the stored lock-on time survive a reload.
  await openScreen(page, '/asset/lock-on', 'Lock On');
  await expect(lockedOn.getByRole('radio', { name: 'YES' })).toBeChecked();
  await expect(page.getByLabel('Lock-On Time')).not.toHaveValue('');
});

test('lock off: lockedOff and notifiedCustomer, then MARK AS COMPLETE', async ({ page }) => {
  await openScreen(page, '/asset/lock-off', 'Lock Off');
  await expectUsableAtBothSizes(page);
  await page
    .getByRole('group', { name: 'Is the machine locked off?' })
    .getByRole('radio', { name: 'YES' })
    .check();
  await expect(page.getByRole('button', { name: 'MARK AS COMPLETE' })).toBeDisabled();
  await page
    .getByRole('group', { name: 'Has the customer been notified?' })
    .getByRole('radio', { name: 'YES' })
    .check();
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
  await expect(entryStatus(page, 'Lock Off')).toHaveText('Completed');
  await expect(entryStatus(page, 'Lock On')).toHaveText('Not started');
});

test('summary: comments saved on blur complete the Inspection Summary', async ({ page }) => {
  await openScreen(page, '/asset/executive-summary', 'Inspection Summary');
  await expectUsableAtBothSizes(page);
  const comments = page.getByLabel('Executive summary');
  await comments.fill('Tracks in fair condition; plan the left side changeout.');
  await comments.blur();
  await expect(page.getByText('✓ saved')).toBeVisible();
  await page.reload();
  await expect(comments).toHaveValue('Tracks in fair condition; plan the left side changeout.');
  await page.goto(`/inspections/${CURRENT}`);
  await expect(entryStatus(page, 'Inspection Summary')).toHaveText('Completed');
});

test('the contents follow what was recorded, and unknown addresses are not found', async ({ page }) => {
  await page.goto(`/inspections/${CURRENT}`);
  await expect(entryStatus(page, 'Operation')).toHaveText('Not started');
  await page.getByRole('link', { name: /^Operation/ }).click();
  await page.getByLabel('Tonnage').fill('5000');
  await page.getByLabel('Tonnage').blur();
  await expect(page.getByText('✓ saved')).toBeVisible();
  await page.goto(`/inspections/${CURRENT}`);
  await expect(entryStatus(page, 'Operation')).toHaveText('Completed');
  await expectUsableAtBothSizes(page);
});

test('an unknown address under an inspection shows the page-not-found screen', async ({ page }) => {
  await page.goto(`/inspections/${CURRENT}/asset/no-such-screen`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectUsableAtBothSizes(page);
});

test('an inspection that is not on the device says so on its screens', async ({ page }) => {
  await page.goto('/inspections/00000000-0000-4000-8000-000000000000/asset/lock-on');
  await expect(page.getByRole('alert')).toHaveText('Inspection not found');
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});
