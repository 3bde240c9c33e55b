import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { expectNoAxeViolations } from './axe.ts';
import { FLEET, seedFleet, uuid } from './fleet.ts';
import { runSql } from './helpers.ts';

const machines = (page: Page) => page.getByRole('region', { name: 'Machines' }).getByRole('listitem');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

test.beforeEach(async ({ page }) => {
  await seedFleet(page, [
    {
      externalId: uuid('a', 1),
      name: 'SH-07',
      assetId: FLEET.assets.sh07,
      mineLocationId: null,
      siteId: FLEET.sites.moranbah,
      inspectionDate: '2026-11-01T00:00:00Z',
      completed: true,
      inspectorName: 'Bo',
    },
  ]);
  await page.goto('/new-inspection');
});

test('lists machines by first letter, then BUCKET ONLY, with NEW BUCKET', async ({ page }) => {
  await expect(machines(page)).toHaveCount(6);
  await expect(page.getByRole('group', { name: 'Machines E' }).getByRole('listitem')).toHaveText([
    /EX-118/,
    /EX-204.*PC5500 · HEX · EX-204 Bucket.*Pilbara Iron · Karratha North/,
  ]);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['A', 'D', 'E', 'S', 'Z', 'BUCKET ONLY']);
  const bucketOnly = page.getByRole('region', { name: 'BUCKET ONLY' }).getByRole('listitem');
  await expect(bucketOnly).toHaveText([/Spare Bucket A.*North Yard/, /Spare Bucket B.*Moranbah Yard/]);
  await expect(page.getByRole('link', { name: 'NEW BUCKET' })).toHaveAttribute('href', '/new-bucket');
  await expectNoAxeViolations(page);
});

test('searches name, bucket name, model, site, asset type and customer in any case', async ({ page }) => {
  const expectMachines = async (text: string, names: string[]) => {
    await search(page).fill(text);
    await expect(machines(page).locator('.card-title')).toHaveText(names);
  };
  await expectMachines('ex-2', ['EX-204']);
  await expectMachines('DIPPER', ['SH-07']);
  await expectMachines('pc8000', ['EX-118', 'Zeta 9']);
  await expectMachines('Tom price', ['Alpha 1', 'EX-118']);
  await expectMachines('ers', ['dozer 4', 'SH-07']);
  await expectMachines('BOWEN', ['dozer 4', 'SH-07']);
  // The bucket-only search matches the equipment's name.
  await search(page).fill('spare bucket b');
  await expect(page.getByRole('region', { name: 'BUCKET ONLY' }).getByRole('listitem')).toHaveText([
    /Spare Bucket B/,
  ]);
  await search(page).fill('nothing like this');
  await expect(page.getByText('No results found')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sorts by Recent: the last inspected machine first', async ({ page }) => {
  await page.getByLabel('Sort').selectOption('Recent');
  await expect(machines(page).first()).toContainText('SH-07');
  await expect(page.getByRole('heading', { name: 'E', exact: true })).toHaveCount(0);
  await page.getByLabel('Sort').selectOption('Alphabetical');
  await expect(machines(page).first()).toContainText('Alpha 1');
});

test('choosing a machine creates the inspection and replaces the history entry', async ({ page }) => {
  await page.goto('/');
  await page.goto('/new-inspection');
  await machines(page).filter({ hasText: 'EX-204' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  const header = page.locator('.inspection-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('EX-204');
  await expect(header).toContainText('Pilbara Iron · Karratha North');
  await expect(header.locator('time')).toHaveText(/^\d\d [A-Z][a-z]{2} \d\d • \d\d:\d\d(AM|PM)$/);
  // The contents (recording spec §2), with the machine's bucket.
  await expect(page.getByRole('link', { name: 'Edit / Changeout Bucket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Bucket' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'REVIEW AND SUBMIT' })).toBeVisible();
  for (const name of [
    'Lock On',
    'Machine Photo',
    'Operation',
    'Undercarriage',
    'Bucket',
    'Lock Off',
    'Inspection Summary',
  ]) {
    // Each entry is named by its title, then its completion status (recording spec §2 and §4).
    await expect(
      page.getByRole('link', { name: new RegExp(`^${name}( (Not started|In progress|Completed))?$`) }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'CONDITION', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CONDITION & CHANGEOUT' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Lock On' }).click();
  await expect(page).toHaveURL(/\/asset\/lock-on$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // The inspection is on the device, in progress, with its outbox entries.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'IN PROGRESS' }).getByRole('listitem')).toHaveText([
    /EX-204/,
  ]);
});

test('a machine without undercarriage: Undercarriage disabled, and a tap offers the support form', async ({
  page,
}) => {
  await machines(page).filter({ hasText: 'Zeta 9' }).getByRole('button').click();
  const undercarriage = page.getByRole('button', { name: 'Undercarriage' });
  await expect(undercarriage).toHaveAttribute('aria-disabled', 'true');
  await expect(undercarriage).toHaveAccessibleDescription('Undercarriage is not available for this asset');
  await expect(page.getByRole('link', { name: 'Add Bucket' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'CONDITION & CHANGEOUT' })).toHaveCount(0);
  // A disabled entry still answers a tap (Playwright would wait for it to be enabled).
  await undercarriage.click({ force: true });
  const modal = page.getByRole('dialog', { name: 'No Undercarriage Found' });
  await expect(modal).toContainText(
    'This asset does not have an undercarriage. If this is an error, please contact',
  );
  await expect(modal.getByRole('button', { name: 'Send' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a bucket on its own is inspected in its yard, titled by the bucket: no undercarriage, machine photo or operation', async ({
  page,
}) => {
  await page
    .getByRole('region', { name: 'BUCKET ONLY' })
    .getByRole('button', { name: /Spare Bucket A/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spare Bucket A');
  await expect(page.getByRole('button', { name: 'Undercarriage' })).toHaveAccessibleDescription(
    'Undercarriage can not be inspected in a yard',
  );
  await expect(page.getByRole('button', { name: 'Machine Photo' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Operation' })).toHaveAttribute('aria-disabled', 'true');
  // The entry is named by its title, then its completion status (recording spec §2 and §4).
  await expect(page.getByRole('link', { name: 'Bucket Not started', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undercarriage' }).click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Its screens name the bucket too, not the yard it stands in.
  await page.getByRole('link', { name: /^Lock On/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lock On' })).toBeVisible();
  const header = page.locator('main header');
  await expect(header.getByText(/^Spare Bucket A · /)).toBeVisible();
  await page.goto(page.url().replace(/\/asset\/lock-on$/, '/review'));
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(header.getByText(/^Spare Bucket A · /)).toBeVisible();
});

test('an unknown inspection says it could not be found, with Go back', async ({ page }) => {
  await page.goto(`/inspections/${uuid('f', 404)}`);
  await expect(page.getByRole('alert')).toHaveText('Not Found: The requested inspection could not be found.');
  await expectNoAxeViolations(page);
  // Opened directly, with nothing of the app's to go back to: Go back goes Home.
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('5,000 machines: the search runs in the worker and the screen holds one page of it', async ({
  page,
}) => {
  await page.goto('/dev/sql');
  await page.getByLabel('Allow writes').check();
  await runSql(
    page,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
     INSERT INTO assets (id, name, modelId, assetTypeId, siteId, siteName, customerId, customerName, bucketName)
     SELECT 10000 + i, 'Fleet ' || printf('%04d', i), 11, 2, 11, 'Karratha North', 1, 'Pilbara Iron', 'Bucket ' || i FROM n`,
  );
  await expect(page.getByTestId('sql-summary')).toContainText(/\d+ rows changed/);
  await page.goto('/new-inspection');
  await search(page).pressSequentially('fleet 4321', { delay: 30 });
  await expect(machines(page)).toHaveText([/Fleet 4321/]);
  await search(page).fill('fleet');
  await expect(page.getByRole('button', { name: /Show more machines \(100 of 5000\)/ })).toBeVisible();
  // The screen holds one page of the worker's answer, never the fleet. Main-thread time is measured by the bench
  // (long tasks during search), not by a timed assertion here.
  await expect(machines(page)).toHaveCount(100);
});
