import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { expectNoAxeViolations } from './axe.ts';
import { seedFleet } from './fleet.ts';
import { runSql } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await seedFleet(page);
  await page.goto('/');
  await page.goto('/new-bucket');
  await expect(page.getByRole('heading', { name: 'MACHINE', exact: true })).toBeVisible();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function chooseLocation(page: Page, machine: { machine?: string; mineLocation?: string }) {
  await field(page, 'Customers *').selectOption({ label: 'Pilbara Iron' });
  await field(page, 'Site *').selectOption({ label: 'Karratha North' });
  if (machine.machine) await field(page, 'Machine *').selectOption({ label: machine.machine });
  if (machine.mineLocation)
    await field(page, 'Mine Location *').selectOption({ label: machine.mineLocation });
}

test('shows every section, field and notice of New Bucket', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Bucket Specifications' }).first()).toBeVisible();
  for (const section of ['Location of Bucket', 'Bucket Specifications', 'Installation on Machine']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(page.getByText('Select "Machine" or "Mine Location" to create a new bucket.')).toBeVisible();
  for (const label of [
    'Customers *',
    'Site *',
    'Machine *',
    'Mine Location *',
    'Customer Bucket Name *',
    'Manufacturer',
    'Bucket Part Number (P/N)',
    'GET Fitment *',
    'Capital Item (CI) Number',
    "Customer's Bucket Serial Number",
    'Install Date',
    'Machine Hours *',
  ]) {
    await expect(field(page, label)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'CREATE' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CANCEL' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('validates with the exact messages; an error clears when its field changes', async ({ page }) => {
  await field(page, 'Customer Bucket Name *').fill('   ');
  await field(page, 'Machine Hours *').fill('12.5');
  await page.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByText('GET Fitment is required')).toBeVisible();
  await expect(page.getByText('Customer Bucket Name is required')).toBeVisible();
  await expect(page.getByText('Customer is required')).toBeVisible();
  await expect(page.getByText('Site is required')).toBeVisible();
  await expect(page.getByText('Machine or Mine Location is required')).toHaveCount(2);
  await expect(field(page, 'Machine Hours *')).toHaveAccessibleDescription(
    'Machine Hours must be a whole number',
  );
  await expect(field(page, 'Customer Bucket Name *')).toHaveAccessibleDescription(
    'Customer Bucket Name is required',
  );
  await expectNoAxeViolations(page);

  await field(page, 'Customer Bucket Name *').fill('Dipper');
  await expect(page.getByText('Customer Bucket Name is required')).toHaveCount(0);
  await field(page, 'Customers *').selectOption({ label: 'Pilbara Iron' });
  await expect(page.getByText('Customer is required')).toHaveCount(0);
  await field(page, 'Site *').selectOption({ label: 'Karratha North' });
  await field(page, 'Mine Location *').selectOption({ label: 'North Yard' });
  await expect(page.getByText('Machine or Mine Location is required')).toHaveCount(0);
  await field(page, 'Machine Hours *').fill('');
  await page.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByText('Machine Hours is required')).toBeVisible();
});

test('cascades: only customers and sites with machines or yards; a choice clears what depends on it', async ({
  page,
}) => {
  const customers = field(page, 'Customers *').locator('option');
  await expect(customers).toHaveText(['Select…', 'Bowen Coal', 'Pilbara Iron']);
  await expect(field(page, 'Site *')).toBeDisabled();
  await chooseLocation(page, { machine: 'EX-204' });
  await expect(field(page, 'Site *').locator('option')).toHaveText([
    'Select…',
    'Karratha North',
    'Tom Price',
  ]);
  await expect(field(page, 'Machine *').locator('option')).toHaveText(['Select…', 'EX-204', 'Zeta 9']);
  await field(page, 'Mine Location *').selectOption({ label: 'North Yard' });
  await expect(field(page, 'Machine *')).toHaveValue('');
  await field(page, 'Machine *').selectOption({ label: 'Zeta 9' });
  await expect(field(page, 'Mine Location *')).toHaveValue('');
  await field(page, 'Site *').selectOption({ label: 'Tom Price' });
  await expect(field(page, 'Machine *')).toHaveValue('');
  await field(page, 'Customers *').selectOption({ label: 'Bowen Coal' });
  await expect(field(page, 'Site *')).toHaveValue('');
  await expect(field(page, 'Site *').locator('option')).toHaveText(['Select…', 'Moranbah']);
});

test('creates the bucket on a machine (a changeout) and lands in its inspection, history replaced', async ({
  page,
}) => {
  await chooseLocation(page, { machine: 'EX-204' });
  await field(page, 'Customer Bucket Name *').fill('New Dipper');
  await field(page, 'GET Fitment *').selectOption({ label: 'ESCO Ultralok' });
  await field(page, 'Bucket Part Number (P/N)').fill('P-100');
  await field(page, 'Capital Item (CI) Number').fill('CI-9');
  await field(page, "Customer's Bucket Serial Number").fill('SN-1');
  await field(page, 'Install Date').fill('11/20/2026');
  await field(page, 'Machine Hours *').fill('12500');
  await page.getByRole('button', { name: 'CREATE' }).click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EX-204');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/dev/sql');
  await runSql(
    page,
    `SELECT (SELECT count(*) FROM equipments WHERE name = 'New Dipper' AND assetId = 101) AS buckets,
       (SELECT count(*) FROM equipmentParts p JOIN equipments e ON e.externalId = p.externalEquipmentId WHERE e.name = 'New Dipper') AS parts,
       (SELECT count(*) FROM observations) AS observations,
       (SELECT value FROM observations WHERE observableItem = 'Bucket.ChangeOutFrom') AS changeOutFrom,
       (SELECT count(*) FROM outbox) AS outbox`,
  );
  // One bucket with the fitment's 3 parts, 15 observations, the machine's old bucket changed out, and 18 outbox
  // entries: the bucket, the inspection, its category type and each observation.
  const cells = page.getByRole('row').nth(1).getByRole('cell');
  await expect(cells).toHaveText(['1', '3', '15', '3f1d8a62-0c1e-4b7a-9a53-5b9f0e2d7c11', '18']);
});

test("says 'Manufacturer not found' when neither the chosen nor the fitment's manufacturer exists", async ({
  page,
}) => {
  await chooseLocation(page, { mineLocation: 'North Yard' });
  await field(page, 'Customer Bucket Name *').fill('Yard Bucket');
  await field(page, 'GET Fitment *').selectOption({ label: 'Cat Advansys' });
  await field(page, 'Machine Hours *').fill('10');
  await page.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByRole('alert')).toHaveText('Manufacturer not found');
  await expect(page).toHaveURL(/\/new-bucket$/);
});

test("alerts 'Creating Inspection failed' when the inspection cannot be written", async ({ page }) => {
  await page.goto('/dev/sql');
  await page.getByLabel('Allow writes').check();
  await runSql(
    page,
    `CREATE TRIGGER e2e_no_inspections BEFORE INSERT ON inspections BEGIN SELECT RAISE(ABORT, 'no'); END`,
  );
  await expect(page.getByTestId('sql-summary')).toBeVisible();
  await page.goto('/new-bucket');
  await chooseLocation(page, { machine: 'EX-204' });
  await field(page, 'Customer Bucket Name *').fill('Dipper');
  await field(page, 'GET Fitment *').selectOption({ label: 'ESCO Ultralok' });
  await field(page, 'Machine Hours *').fill('10');
  // A native alert blocks the page: answer it inside the listener, as Playwright advises, and
  // assert on what it said afterwards (awaiting the event first left accept() hanging under load).
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'CREATE' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Creating Inspection failed']);
  await expect(page).toHaveURL(/\/new-bucket$/);
  await expect(page.getByRole('button', { name: 'CREATE' })).toBeEnabled();
});

test('CANCEL goes back', async ({ page }) => {
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL(/\/$/);
});
