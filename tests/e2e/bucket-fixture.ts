import { expect, type Page } from '@playwright/test';
import { navigateInApp, openApp, queryRows } from './helpers.ts';
import { localToken } from './tokens.ts';

// The bucket e2e runs on the server's seeded fleet, filled into the device by a real sync (the bucket catalogue:
// GET part types with dimensions, wear plates by location, heel shrouds), and reads the device through the SQL console.

/** Signs in and waits until the first sync has filled the device. */
export async function syncedDevice(page: Page): Promise<void> {
  await openApp(page, '/', localToken());
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
}

/** The first row of a query of the device's database, as the SQL console shows it. */
export async function firstRow(page: Page, sql: string): Promise<string[]> {
  const [row] = await queryRows(page, sql);
  if (!row) throw new Error(`No row in: ${sql}`);
  return row;
}

/** A machine with a bucket on a site that has a yard: its name and its bucket's externalId. */
export async function machineWithBucket(page: Page): Promise<{ machine: string; bucket: string }> {
  const [machine, bucket] = await firstRow(
    page,
    `SELECT a.name, e.externalId FROM assets a
       JOIN equipments e ON e.assetId = a.id AND e.equipmentCategory = 'Bucket'
      WHERE EXISTS (SELECT 1 FROM mineLocations l WHERE l.siteId = a.siteId)
        AND EXISTS (SELECT 1 FROM equipmentParts p WHERE p.externalEquipmentId = e.externalId)
      ORDER BY a.name LIMIT 1`,
  );
  return { machine: machine ?? '', bucket: bucket ?? '' };
}

/** Starts an inspection of the machine from Select Machine (another one when one is in progress). */
export async function startInspection(page: Page, machine: string): Promise<string> {
  await navigateInApp(page, '/new-inspection');
  return chooseMachine(page, machine);
}

/**
 * On Select Machine, which is open: finds the machine and starts an inspection of it, another one on purpose when the
 * app says one is in progress. Answers the new inspection's id.
 */
export async function chooseMachine(page: Page, machine: string): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Select Machine or Bucket' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(machine);
  await page
    .getByRole('region', { name: 'Machines' })
    .getByRole('listitem')
    .filter({ hasText: machine })
    .first()
    .getByRole('button')
    .click();
  const inProgress = page.getByRole('dialog', { name: 'Inspection in progress' });
  await Promise.race([page.waitForURL(/\/inspections\/[0-9a-f-]{36}$/), inProgress.waitFor()]);
  if (await inProgress.isVisible()) await inProgress.getByRole('button', { name: 'START ANOTHER' }).click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** Opens the first tooth of the bucket's Ground Engaging Tools as the inspector goes: GET, Teeth, Position 1. */
export async function openFirstTooth(page: Page, inspection: string, bucket: string): Promise<void> {
  await navigateInApp(page, `/inspections/${inspection}/bucket/${bucket}/ground-engaging-tools/summary`);
  await page.getByRole('link', { name: /^Teeth/ }).click();
  await page.getByRole('link', { name: /^Position 1/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Teeth · Position 1', exact: true }),
  ).toBeVisible();
}
