import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { strFromU8, unzipSync } from 'fflate';
import { firstRow, startInspection, syncedDevice } from './bucket-fixture.ts';
import { navigateInApp } from './helpers.ts';

// Decision 0023: what the inspector recorded per position reaches the completed page and the Word report position by
// position. On the demo fleet: load roller positions 2 (Changeout, Severe Cracking / Broken) and 3 (Monitor), and five
// teeth at 435 / 382.5 / 330 / 500 / 540 mm (baseline 540 mm, limit -210 mm: 50 / 75 / 100 / 19.0 / 0 %, so
// Monitor / Maintenance, Schedule Changeout, Changeout Immediately, No Action, No Action).

test.setTimeout(240_000);

const TEETH = ['435', '382.5', '330', '500', '540'];

async function enter(page: Page, label: string, value: string) {
  const field = page.getByLabel(label);
  await field.fill(value);
  await field.blur();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
}

test('every roller position and tooth recorded shows on the completed page and in the report', async ({
  page,
}) => {
  await syncedDevice(page);
  // A machine with load rollers on its left side and at least five teeth on its bucket.
  const [machine, bucket, rollers, teeth] = await firstRow(
    page,
    `SELECT a.name, b.externalId,
        (SELECT group_concat(id || '/' || position, ',') FROM (SELECT ep.id, ep.position FROM equipmentParts ep
          WHERE ep.externalEquipmentId = s.externalId AND ep."group" = 'Load Rollers' ORDER BY ep.position)),
        (SELECT group_concat(externalId, ',') FROM (SELECT ep.externalId FROM equipmentParts ep
          JOIN partDimensions d ON d.partId = ep.partId
          JOIN observableItems i ON i.id = d.observableItemId AND i.identifier = 'Bucket.GroundEngagingTools.Teeth.Part.WornLength'
          WHERE ep.externalEquipmentId = b.externalId ORDER BY ep.position))
       FROM assets a
       JOIN equipments s ON s.assetId = a.id AND s.name = 'Left Side'
       JOIN equipments b ON b.assetId = a.id AND b.equipmentCategory = 'Bucket'
      WHERE EXISTS (SELECT 1 FROM equipmentParts ep WHERE ep.externalEquipmentId = s.externalId AND ep."group" = 'Load Rollers')
      ORDER BY a.name LIMIT 1`,
  );
  const positions = (rollers ?? '').split(',');
  const toothIds = (teeth ?? '').split(',');
  expect(positions.length).toBeGreaterThanOrEqual(3);
  expect(toothIds.length).toBeGreaterThanOrEqual(5);
  const inspection = await startInspection(page, machine ?? '');
  const rollerBase = `/inspections/${inspection}/undercarriage/left/roller-assemblies/load-rollers`;

  await navigateInApp(page, `${rollerBase}/${positions[1]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Load Rollers · Position 2' })).toBeVisible();
  await page.getByRole('radio', { name: 'Changeout' }).check();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Severe Cracking / Broken' }).check();
  await expect(page.getByRole('checkbox', { name: 'Severe Cracking / Broken' })).toBeChecked();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
  await navigateInApp(page, `${rollerBase}/${positions[2]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Load Rollers · Position 3' })).toBeVisible();
  await page.getByRole('radio', { name: 'Monitor' }).check();
  // Stored before moving on, as an inspector sees it (unsent-saves.spec.ts holds a save cut off by a reload).
  await expect(page.getByText('✓ saved').first()).toBeVisible();

  for (const [i, mm] of TEETH.entries()) {
    await navigateInApp(
      page,
      `/inspections/${inspection}/bucket/${bucket}/ground-engaging-tools/part-types/Teeth/${toothIds[i]}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: `Teeth · Position ${i + 1}` })).toBeVisible();
    await enter(page, 'Worn Length (mm)', mm);
  }
  // The part type's list shows each position's own judgement.
  await navigateInApp(
    page,
    `/inspections/${inspection}/bucket/${bucket}/ground-engaging-tools/part-types/Teeth`,
  );
  const list = page.getByRole('list', { name: 'Positions' }).getByRole('link');
  await expect(list.nth(2)).toContainText('330.00 mm · 100.0 %');
  await expect(list.nth(2)).toContainText('Changeout Immediately');

  await navigateInApp(page, `/inspections/${inspection}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await page.getByRole('link', { name: 'SUBMIT', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit with sections not complete?' })
    .getByRole('button', { name: 'Submit anyway' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible({
    timeout: 60_000,
  });

  // Condition results: each position in its own row, under its own action, most urgent first.
  const table = page.locator('table.condition-table');
  const group = (name: string) => table.locator('tbody', { has: page.getByRole('columnheader', { name }) });
  await expect(
    table.getByRole('columnheader', {
      name: /^(Changeout Immediately|Schedule Changeout|Monitor \/ Maintenance|No Action)$/,
    }),
  ).toHaveText(['Changeout Immediately', 'Schedule Changeout', 'Monitor / Maintenance', 'No Action']);
  await expect(group('Changeout Immediately').getByRole('rowheader')).toHaveText([
    'Load Rollers — Position 2',
    'Teeth — Position 3',
  ]);
  await expect(group('Schedule Changeout').getByRole('rowheader')).toHaveText(['Teeth — Position 2']);
  await expect(group('Monitor / Maintenance').getByRole('rowheader')).toHaveText([
    'Load Rollers — Position 3',
    'Teeth — Position 1',
  ]);
  await expect(group('No Action').getByRole('rowheader')).toHaveText([
    'Teeth — Position 4',
    'Teeth — Position 5',
  ]);
  await expect(
    group('Changeout Immediately').getByRole('row', { name: /Load Rollers — Position 2/ }),
  ).toContainText('Changeout; Severe Cracking / Broken');

  // The measurements list every tooth with its wear and action.
  const bucketResults = page.getByRole('region', { name: / results$/ }).last();
  for (const wear of ['50.0 %', '75.0 %', '100.0 %', '19.0 %', '0.0 %'])
    await expect(bucketResults).toContainText(wear);

  // The Word report made on the device says the same, position by position.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  const xml = strFromU8(
    unzipSync(new Uint8Array(readFileSync(await download.path())))['word/document.xml'] as Uint8Array,
  );
  for (const row of [
    'Load Rollers — Position 2',
    'Load Rollers — Position 3',
    'Teeth — Position 1',
    'Teeth — Position 3',
    'Teeth — Position 5',
  ])
    expect(xml).toContain(row);
  for (const wear of ['50.0 %', '75.0 %', '100.0 %', '19.0 %']) expect(xml).toContain(wear);
  expect(xml).toContain('Changeout; Severe Cracking / Broken');
});
