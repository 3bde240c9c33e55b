import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { firstRow, startInspection, syncedDevice } from './bucket-fixture.ts';
import { navigateInApp, queryRows } from './helpers.ts';
import { expectUsableAtBothSizes } from './recording-fixture.ts';

// One truth per field (decision 0039), walked on a phone with touch: a section does not complete while a
// field shows a value it refused, and what a screen shows chosen by default (Good, Same parts) is what is recorded,
// in the summary, the review and the Word report. On the demo fleet a tooth of 540 mm baseline and 210 mm of wear
// allowed, at 382.5 mm, is (540 − 382.5) / 210 = 75 % worn: Schedule Changeout, which its default Good contradicts.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(240_000);

const CONTRADICTION =
  'Condition Good does not match the measurement (Schedule Changeout): check the part and correct the condition if needed.';

/** The stored value of one observation of the inspection, or undefined. */
async function stored(page: Page, inspection: string, identifier: string, entity?: string) {
  const rows = await queryRows(
    page,
    `SELECT o.value FROM observations o
       JOIN inspectionCategoryTypes c ON c.externalId = o.categoryTypeExternalId
      WHERE c.inspectionExternalId = '${inspection}' AND o.observableItem = '${identifier}'
        ${entity === undefined ? '' : `AND o.entityExternalId = '${entity}'`}`,
  );
  return rows[0]?.[0];
}

test('a refused value blocks MARK AS COMPLETE, and the defaults shown are recorded everywhere', async ({
  page,
}) => {
  await syncedDevice(page);
  const [machine, bucket, roller, tooth] = await firstRow(
    page,
    `SELECT a.name, b.externalId,
        (SELECT ep.id || '/' || ep.position || '|' || ep.externalId FROM equipmentParts ep
          WHERE ep.externalEquipmentId = s.externalId AND ep."group" = 'Load Rollers' ORDER BY ep.position LIMIT 1),
        (SELECT ep.externalId FROM equipmentParts ep
          JOIN partDimensions d ON d.partId = ep.partId
          JOIN observableItems i ON i.id = d.observableItemId AND i.identifier = 'Bucket.GroundEngagingTools.Teeth.Part.WornLength'
          WHERE ep.externalEquipmentId = b.externalId ORDER BY ep.position LIMIT 1)
       FROM assets a
       JOIN equipments s ON s.assetId = a.id AND s.name = 'Left Side'
       JOIN equipments b ON b.assetId = a.id AND b.equipmentCategory = 'Bucket'
      WHERE EXISTS (SELECT 1 FROM equipmentParts ep WHERE ep.externalEquipmentId = s.externalId AND ep."group" = 'Load Rollers')
      ORDER BY a.name LIMIT 1`,
  );
  const [rollerPath, rollerPart] = (roller ?? '').split('|');
  const inspection = await startInspection(page, machine ?? '');

  // Operation: "2o261" is refused; MARK AS COMPLETE says so, naming the field, and completes nothing.
  await navigateInApp(page, `/inspections/${inspection}/asset/operating-hours`);
  await expect(page.getByRole('heading', { level: 1, name: 'Operation' })).toBeVisible();
  const hours = page.getByLabel('Total Machine Hours');
  await hours.tap();
  await page.keyboard.type('2o261');
  await page.getByRole('heading', { level: 1, name: 'Operation' }).tap();
  await expect(page.getByText('Enter a whole number', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
  await expect(
    page.getByText(
      'Not marked complete: Total Machine Hours shows a value that is not recorded. Correct or clear it first.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Operation' })).toBeVisible();
  expect(await stored(page, inspection, 'Operation.Completed')).toBeUndefined();
  // The refusal reads and is usable at tablet and phone size (ends at the phone's 360×740).
  await expectUsableAtBothSizes(page);
  // Cleared, nothing refused is left on the screen, and the refusal goes with it.
  await hours.tap();
  await hours.clear();
  await page.getByRole('heading', { level: 1, name: 'Operation' }).tap();
  await expect(page.getByText('Not marked complete:', { exact: false })).toHaveCount(0);

  // A load roller position completed as shown: its visual condition Good is recorded.
  const rollerBase = `/inspections/${inspection}/undercarriage/left/roller-assemblies/load-rollers`;
  await navigateInApp(page, `${rollerBase}/${rollerPath}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Load Rollers · Position 1' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Good' })).toBeChecked();
  await page.getByRole('button', { name: 'COMPLETE', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Load Rollers · Position 1' })).toHaveCount(0);
  expect(
    await stored(page, inspection, 'Undercarriage.Left.LoadRollers.Position.VisualCondition', rollerPart),
  ).toBe('Good');

  // A tooth measured with Condition and Changeout left as shown (Good, Same parts): both are recorded, and the
  // measuring panel says the condition does not match the measurement.
  await navigateInApp(
    page,
    `/inspections/${inspection}/bucket/${bucket}/ground-engaging-tools/part-types/Teeth/${tooth}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Teeth · Position 1' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Good' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Same parts' })).toBeChecked();
  const worn = page.getByLabel('Worn Length (mm)');
  await worn.tap();
  await page.keyboard.type('382.5');
  await page.getByRole('heading', { level: 1, name: 'Teeth · Position 1' }).tap();
  await expect(page.getByText('✓ saved').first()).toBeVisible();
  await expect(page.getByText(`⚠ ${CONTRADICTION}`)).toBeVisible();
  expect(await stored(page, inspection, 'Bucket.GroundEngagingTools.Teeth.Part.Condition', tooth)).toBe(
    'Good',
  );
  expect(await stored(page, inspection, 'Bucket.GroundEngagingTools.Teeth.Part.Changeout', tooth)).toBe('NO');

  // The Teeth Summary shows the condition recorded, not "–".
  await navigateInApp(
    page,
    `/inspections/${inspection}/bucket/${bucket}/ground-engaging-tools/part-types/Teeth/summary`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Teeth Summary' })).toBeVisible();
  const firstPosition = page.getByRole('table', { name: 'Positions' }).locator('tbody tr').first();
  await expect(firstPosition.getByRole('rowheader')).toHaveText('1');
  await expect(firstPosition.getByRole('cell').last()).toHaveText('Good ⚠ not what was measured');

  // Review: the tooth says what was seen and that it contradicts the measurement; so does the roller position.
  await navigateInApp(page, `/inspections/${inspection}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  const toothResult = page.locator('.measure-item', { hasText: 'Teeth — Position 1' });
  await expect(toothResult).toContainText('Seen');
  await expect(toothResult).toContainText('Good');
  await expect(toothResult).toContainText(CONTRADICTION);
  await expect(page.locator('.measure-item', { hasText: 'Load Rollers — Position 1' })).toContainText('Good');

  // Submitted, the Word report made on the device says the same.
  await page.getByRole('link', { name: 'SUBMIT', exact: true }).tap();
  await page
    .getByRole('dialog', { name: 'Submit with sections not complete?' })
    .getByRole('button', { name: 'Submit anyway' })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('.measure-item', { hasText: 'Teeth — Position 1' })).toContainText(CONTRADICTION);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).tap();
  const xml = strFromU8(
    unzipSync(new Uint8Array(readFileSync(await (await downloading).path())))[
      'word/document.xml'
    ] as Uint8Array,
  );
  expect(xml).toContain('Teeth — Position 1');
  expect(xml).toContain(`Check: ${CONTRADICTION}`);
  expect(xml).toContain('Load Rollers — Position 1');
  // The recorded conditions are read in the report, where "–" stood before.
  expect(xml).toMatch(/Load Rollers — Position 1[\s\S]*?>Good</);
});
