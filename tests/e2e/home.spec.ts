import { expect, test } from './device.ts';
import { expectNoAxeViolations } from './axe.ts';
import { FLEET, seedFleet, uuid } from './fleet.ts';

function inspection(n: number, completed: boolean) {
  const onYard = n === 12 && !completed;
  return {
    externalId: uuid(completed ? 'b' : 'a', n),
    name: onYard ? 'Spare Bucket A' : `EX-204 #${n}`,
    assetId: onYard ? null : FLEET.assets.ex204,
    mineLocationId: onYard ? FLEET.mineLocations.northYard : null,
    siteId: FLEET.sites.karratha,
    inspectionDate: `2026-10-${String(n).padStart(2, '0')}T08:30:00.000Z`,
    completed,
    inspectorName: completed ? 'Bo Smith' : 'Ana Inspector',
    isSynced: completed,
  };
}

test.beforeEach(async ({ page }) => {
  await seedFleet(page, [
    ...Array.from({ length: 12 }, (_, k) => inspection(k + 1, false)),
    ...Array.from({ length: 11 }, (_, k) => inspection(k + 1, true)),
  ]);
  await page.goto('/');
});

test('shows the 10 most recent in progress and completed, newest first, with every card field', async ({
  page,
}) => {
  const inProgress = page.getByRole('region', { name: 'IN PROGRESS' }).getByRole('listitem');
  const completed = page.getByRole('region', { name: 'COMPLETED' }).getByRole('listitem');
  await expect(inProgress).toHaveCount(10);
  await expect(completed).toHaveCount(10);

  // The newest in progress is a bucket in a yard: named by the bucket, then 'Yard' and which, customer and site.
  const yard = inProgress.first();
  await expect(yard.locator('.card-title')).toHaveText('Spare Bucket A');
  await expect(yard).toContainText('Yard · North Yard');
  await expect(yard).toContainText('Pilbara Iron · Karratha North');
  await expect(yard.getByRole('img', { name: 'Not synced' })).toBeVisible();
  await expect(yard.getByLabel('Inspector Ana Inspector')).toHaveText('AI');

  const newest = completed.first();
  await expect(newest).toContainText('EX-204');
  await expect(newest).toContainText('PC5500 · HEX');
  await expect(newest).toContainText('All Categories / All Types');
  await expect(newest).toContainText('Pilbara Iron · Karratha North');
  await expect(newest.getByLabel('Inspector Bo Smith')).toHaveText('BS');
  await expect(newest.getByRole('img', { name: 'Synced' })).toBeVisible();
  await expect(newest.locator('time')).toHaveAttribute('datetime', '2026-10-11T08:30:00.000Z');
  await expect(newest.locator('time')).toHaveText(/^11 Oct 26 • \d\d:30(AM|PM)$/);
  // The oldest shown is the 10th most recent: 2 October.
  await expect(completed.last().locator('time')).toHaveAttribute('datetime', '2026-10-02T08:30:00.000Z');
  await expectNoAxeViolations(page);
});

test('a completed card opens its details, any other card the inspection', async ({ page }) => {
  await page
    .getByRole('region', { name: 'COMPLETED' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(new RegExp(`/inspections/${uuid('b', 11)}/complete$`));
  await page.getByRole('button', { name: 'BACK' }).click();
  await page
    .getByRole('region', { name: 'IN PROGRESS' })
    .getByRole('listitem')
    .nth(1)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(new RegExp(`/inspections/${uuid('a', 11)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EX-204');
});

test('SEE ALL and SEE HISTORY open the history tabs', async ({ page }) => {
  await page.getByRole('link', { name: 'SEE ALL' }).click();
  await expect(page).toHaveURL(/\/history\?history_tab=in_progress$/);
  await expect(page.getByRole('tab', { name: 'In Progress' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await page.getByRole('link', { name: 'SEE HISTORY' }).click();
  await expect(page).toHaveURL(/\/history\?history_tab=completed$/);
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
});

test('the add button opens NEW INSPECTION, NEW BUCKET and CHANGEOUT BUCKET', async ({ page }) => {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const panel = page.getByRole('navigation', { name: 'Add' });
  await expect(panel.getByRole('link')).toHaveText(['NEW INSPECTION', 'NEW BUCKET', 'CHANGEOUT BUCKET']);
  await expectNoAxeViolations(page);
  await panel.getByRole('link', { name: 'CHANGEOUT BUCKET' }).click();
  await expect(page).toHaveURL(/\/new-inspection$/);
  await expect(page.getByRole('heading', { name: 'Select Machine or Bucket' })).toBeVisible();
  await page.goBack();
  // The choice closed the panel: one tap on + opens it again.
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  await add.click();
  await panel.getByRole('link', { name: 'NEW BUCKET' }).click();
  await expect(page).toHaveURL(/\/new-bucket$/);
  await expect(page.getByRole('heading', { name: 'Bucket Specifications', level: 2 })).toBeVisible();
  await page.goBack();
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  await add.click();
  await panel.getByRole('link', { name: 'NEW INSPECTION' }).click();
  await expect(page.getByRole('heading', { name: 'Select Machine or Bucket' })).toBeVisible();
});
