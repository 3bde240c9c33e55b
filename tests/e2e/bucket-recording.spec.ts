import { expect, test, type Page } from '@playwright/test';
import { firstRow, machineWithBucket, startInspection, syncedDevice } from './bucket-fixture.ts';
import { goOffline, navigateInApp } from './helpers.ts';
import { expectUsableAtBothSizes } from './recording-fixture.ts';

// Goes offline or needs the page controlled by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// A bucket inspection recorded offline on the seeded fleet, and a changeout that reaches a second device.

test.setTimeout(180_000);

async function enter(page: Page, label: string, value: string) {
  const field = page.getByLabel(label);
  await field.fill(value);
  await field.blur();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
}

test('records a bucket offline: specifications, a part type, several positions, a worn length, a wear plate, heel shrouds', async ({
  page,
}) => {
  await syncedDevice(page);
  const { machine, bucket } = await machineWithBucket(page);
  await goOffline(page);
  const inspection = await startInspection(page, machine);
  const base = `/inspections/${inspection}/bucket/${bucket}`;
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  // The contents' Bucket entry says how far the bucket is recorded, by the same rule as the review.
  const bucketEntry = page.getByRole('link', { name: /^Bucket/ });
  await expect(bucketEntry).toContainText('Not started');
  await bucketEntry.click();
  await expect(page).toHaveURL(base);
  await expect(heading('Bucket')).toBeVisible();
  await expectUsableAtBothSizes(page);

  await page.getByRole('link', { name: /^Specifications/ }).click();
  await expect(heading('Bucket Specifications')).toBeVisible();
  await enter(page, "Customer's Bucket Serial Number", 'SN-E2E-1');
  await expectUsableAtBothSizes(page);

  await navigateInApp(page, `${base}/ground-engaging-tools/summary`);
  await expect(heading('Ground Engaging Tools')).toBeVisible();
  await page.getByRole('link', { name: /^Teeth/ }).click();
  await expect(heading('Teeth')).toBeVisible();
  await page.getByRole('group', { name: 'Condition' }).getByLabel('Monitor').check();
  await page.getByRole('group', { name: 'Changeout' }).getByLabel('New parts').check();
  await enter(page, 'Qty', '5');
  await expectUsableAtBothSizes(page);

  // One position's worn length, judged at once beside the field, all of it on a tablet screen.
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.getByRole('link', { name: /^Position 1/ }).click();
  await expect(heading('Teeth · Position 1')).toBeVisible();
  await enter(page, 'Worn Length (mm)', '400');
  const panel = page.getByRole('region', { name: 'Measure and judge' });
  await expect(panel.getByText('Monitor / Maintenance')).toBeVisible();
  await expect(panel).toContainText('66.7 %');
  const box = await panel.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(1280);
  await expectUsableAtBothSizes(page);

  // One observation for several positions at once.
  await navigateInApp(page, `${base}/ground-engaging-tools/multiSelect`);
  await expect(heading('Several Positions')).toBeVisible();
  await page.getByLabel('Position 2').check();
  await page.getByLabel('Position 3').check();
  const several = page.getByRole('region', { name: 'Record 2 positions' });
  await several.getByRole('group', { name: 'Condition' }).getByLabel('Changeout').check();
  await expect(several.getByRole('group', { name: 'Condition' }).getByLabel('Changeout')).toBeChecked();
  await expectUsableAtBothSizes(page);

  // A wear plate at a secondary location, with its panel.
  await navigateInApp(page, `${base}/wear-kit/wear-plates/locations/Floor/locations/Inner`);
  await expect(heading('Wear Plates · Floor · Inner')).toBeVisible();
  await enter(page, 'Measurement (mm)', '40');
  await expect(page.getByRole('region', { name: 'Measure and judge' })).toContainText('58.3 %');
  await expectUsableAtBothSizes(page);

  await navigateInApp(page, `${base}/wear-kit/heel-shrouds`);
  await expect(heading('Heel Shrouds')).toBeVisible();
  await page.getByRole('group', { name: 'Condition' }).getByLabel('Monitor').check();
  await enter(page, 'Qty', '2');
  await expectUsableAtBothSizes(page);
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
  await expect(heading('Wear Kit')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Heel Shrouds/ })).toContainText('Completed');

  // The summaries: what was recorded, each reading with its wear and action.
  await navigateInApp(page, `${base}/ground-engaging-tools/part-types/Teeth/summary`);
  await expect(heading('Teeth Summary')).toBeVisible();
  await expect(page.getByRole('row', { name: /^1 / })).toContainText('Monitor / Maintenance');
  await expectUsableAtBothSizes(page);
  await navigateInApp(page, `${base}/wear-kit/wear-plates/summary`);
  await expect(heading('Wear Plates')).toBeVisible();
  await expect(page.getByRole('row', { name: /^Floor · Inner/ })).toContainText('40.00 mm');
  await expectUsableAtBothSizes(page);

  await navigateInApp(page, `/inspections/${inspection}`);
  await expect(heading(machine)).toBeVisible();
  await expect(bucketEntry).toContainText('In progress');
  await navigateInApp(page, `${base}/summary`);
  await expect(heading('Bucket Summary')).toBeVisible();
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
  // Its parts are not all complete: it asks first, naming them.
  const ask = page.getByRole('dialog', { name: 'Not everything is done' });
  await expect(ask).toContainText('Specifications');
  await ask.getByRole('button', { name: 'Complete anyway' }).click();
  await expect(heading('Bucket')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Summary/ })).toContainText('Completed');
  // The contents say what the bucket's own menu says: its specifications are not complete, so neither is the bucket.
  await expect(page.getByRole('link', { name: /^Specifications/ })).toContainText('In progress');
  await navigateInApp(page, `/inspections/${inspection}`);
  await expect(heading(machine)).toBeVisible();
  await expect(bucketEntry).toContainText('In progress');

  // This inspection's own observations: other tests record on the same fleet's buckets.
  const own = `categoryTypeExternalId IN (SELECT externalId FROM inspectionCategoryTypes WHERE inspectionExternalId = '${inspection}')`;
  const cells = await firstRow(
    page,
    `SELECT
       (SELECT value FROM observations WHERE observableItem = 'Bucket.Specifications.SerialNumber' AND entityExternalId = '${bucket}' AND ${own}),
       (SELECT value FROM observations WHERE observableItem = 'Bucket.GroundEngagingTools.Teeth.Changeout' AND ${own}),
       (SELECT count(*) FROM observations WHERE observableItem = 'Bucket.GroundEngagingTools.Teeth.Part.Condition' AND value = 'Changeout' AND dataLevelId = 3 AND ${own}),
       (SELECT value FROM observations WHERE observableItem = 'Bucket.GroundEngagingTools.Teeth.Part.WornLength' AND ${own}),
       (SELECT value FROM observations WHERE observableItem = 'Bucket.WearKit.WearPlates.Floor.Inner.Measurement' AND ${own}),
       (SELECT value FROM observations WHERE observableItem = 'Bucket.WearKit.HeelShrouds.Quantity' AND ${own})`,
  );
  expect(cells).toEqual(['SN-E2E-1', 'YES', '2', '400', '40', '2']);
});

test('changes the machine’s bucket out for a new one; a second device sees both buckets moved after a sync', async ({
  page,
  browser,
}) => {
  await syncedDevice(page);
  const { machine, bucket: old } = await machineWithBucket(page);
  const inspection = await startInspection(page, machine);
  // Hours that only grow from run to run, so the operation bounds always hold.
  const hours = Math.floor(Date.now() / 3_600_000);
  await navigateInApp(page, `/inspections/${inspection}/asset/operating-hours`);
  await enter(page, 'Total Machine Hours', String(hours));

  await navigateInApp(page, `/inspections/${inspection}/bucket`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bucket', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Changeout' }).click();
  await expectUsableAtBothSizes(page);
  await page.getByRole('link', { name: 'New Bucket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Bucket' })).toBeVisible();
  await expectUsableAtBothSizes(page);
  const name = `E2E Dipper ${hours}-${Date.now() % 100_000}`;
  await page.getByLabel('Customer Bucket Name *').fill(name);
  await page.getByLabel('GET Fitment *').selectOption({ label: 'ESCO Ultralok 5-tooth' });
  await page.getByLabel('Machine Hours *').fill(String(hours));
  await page.getByRole('button', { name: 'CREATE' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bucket Changeout' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bucket/${old}/rotation/[0-9a-f-]{36}$`));
  await page.getByLabel('Changeout Hours').fill(String(hours + 1));
  await page.getByRole('button', { name: 'CHANGEOUT' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Bucket Changeout cannot be greater than ${hours}`);
  await page.getByLabel('Changeout Hours').fill(String(hours - 5));
  await page.getByLabel('Move the old bucket to *').selectOption({ index: 1 });
  await expectUsableAtBothSizes(page);
  await page.getByRole('button', { name: 'CHANGEOUT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bucket', exact: true })).toBeVisible();
  const fresh = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(fresh).not.toBe(old);

  const moved = `SELECT
      (SELECT coalesce(assetId, 'none') || '/' || coalesce(mineLocationId, 'none') FROM equipments WHERE externalId = '${old}'),
      (SELECT a.name FROM equipments e JOIN assets a ON a.id = e.assetId WHERE e.externalId = '${fresh}'),
      (SELECT name FROM equipments WHERE externalId = '${fresh}')`;
  const here = await firstRow(page, moved);
  expect(here[0]).toMatch(/^none\/\d+$/);
  expect(here.slice(1)).toEqual([machine, name]);
  await page.goto('/');
  await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded', { timeout: 30_000 });

  // A second device (a fresh profile) signs in and syncs: the same two buckets, moved the same way.
  const other = await browser.newContext();
  const second = await other.newPage();
  await syncedDevice(second);
  expect(await firstRow(second, moved)).toEqual(here);
  await other.close();
});
