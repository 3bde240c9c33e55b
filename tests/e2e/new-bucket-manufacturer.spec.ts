import { expect, test, type Locator } from '@playwright/test';
import { ASSET_MANUFACTURERS, FITMENTS, PART_MANUFACTURERS } from '../../src/server/seed/models.ts';
import { machineWithBucket, startInspection, syncedDevice } from './bucket-fixture.ts';
import { goOffline, navigateInApp, openApp, queryRows } from './helpers.ts';
import { localToken } from './tokens.ts';

// Goes offline or needs the page controlled by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// With no manufacturer chosen, New Bucket saves the fitment's manufacturer, looked up among the
// part manufacturers (a fitment's manufacturerId is one of theirs), for every fitment the server seeds. The device
// is filled by a real sync, then taken offline so the buckets made here never reach the shared server.

test('New Bucket saves the fitment’s manufacturer for every seeded fitment', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page, '/', localToken());
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
  await goOffline(page);
  for (const fitment of FITMENTS) {
    await navigateInApp(page, '/new-bucket');
    await expect(page.getByRole('heading', { level: 1, name: 'MACHINE' })).toBeVisible();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Customers *').selectOption({ label: 'Pilbara Iron' });
    await field('Site *').selectOption({ label: 'Pilbara North' });
    await field('Mine Location *').selectOption({ label: 'Pilbara North Bucket Yard' });
    await field('Customer Bucket Name *').fill(`Fitment ${fitment.id} bucket`);
    await field('GET Fitment *').selectOption({ label: fitment.name });
    await field('Machine Hours *').fill('100');
    await page.getByRole('button', { name: 'CREATE' }).click();
    await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);

    const expectedId = PART_MANUFACTURERS.indexOf(fitment.manufacturer) + 1;
    expect(
      await queryRows(
        page,
        `SELECT e.manufacturerId, o.value FROM equipments e
           JOIN observations o ON o.entityExternalId = e.externalId
             AND o.observableItem = 'Bucket.Specifications.Manufacturer'
          WHERE e.name = 'Fitment ${fitment.id} bucket'`,
      ),
    ).toEqual([[String(expectedId), fitment.manufacturer]]);
  }
});

test('New Bucket and a bucket’s Specifications offer the same manufacturers', async ({ page }) => {
  test.setTimeout(120_000);
  await syncedDevice(page);
  const choices = (select: Locator) =>
    select
      .locator('option')
      .evaluateAll((options) =>
        options.filter((o) => (o as HTMLOptionElement).value !== '').map((o) => o.textContent),
      );
  // The device's list of asset manufacturers, as the seed made it, sorted by name in both places.
  const offered = [...ASSET_MANUFACTURERS].sort();
  await page.goto('/new-bucket');
  await expect.poll(() => choices(page.getByLabel('Manufacturer', { exact: true }))).toEqual(offered);

  const { machine, bucket } = await machineWithBucket(page);
  await goOffline(page);
  const inspection = await startInspection(page, machine);
  await navigateInApp(page, `/inspections/${inspection}/bucket/${bucket}/specifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bucket Specifications' })).toBeVisible();
  await expect.poll(() => choices(page.getByLabel('Manufacturer', { exact: true }))).toEqual(offered);
});
