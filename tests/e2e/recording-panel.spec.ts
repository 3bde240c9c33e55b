import { expect, test } from './device.ts';
import { catalogueId } from '../../src/rules/index.ts';
import { FLEET } from './fleet.ts';
import {
  CURRENT,
  EARLIER,
  expectUsableAtBothSizes,
  observationSql,
  openScreen,
  seedRecording,
} from './recording-fixture.ts';

// The measure-and-judge panel (RECORDING.md) on the example route, with a part dimension (baseline 50 mm, limit
// 20 mm) and thresholds from the catalogue, and the left side's reading at the previous inspection (56 mm, 30 %).

test.describe.configure({ timeout: 90_000 });

const ROLLER_PATH = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
const left = { id: 9001, externalId: FLEET.undercarriage.left, level: 2 };

const CATALOGUE_SQL = `
INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ('b1000000-0000-4000-8000-000000000801', 801, 41, 1, 'PC5500 Track Shoe', 'TS-5500');
INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId) VALUES ('b1000000-0000-4000-8000-000000000901', 901, 9001, '${FLEET.undercarriage.left}', 801);
INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('b1000000-0000-4000-8000-000000000911', 911, 801, 1, ${catalogueId(ROLLER_PATH)}, 50, 20);
INSERT INTO observableActionTypes (id, name, sortOrder, defaultColourCode) VALUES (1, 'NoAction', 1, NULL), (2, 'MonitorMaintenance', 2, NULL), (3, 'ChangeoutImmediately', 4, NULL);
INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId) VALUES (1, 911, 0, 1), (2, 911, 50, 2), (3, 911, 100, 3);
${observationSql(EARLIER, 20, ROLLER_PATH, '56', left)}
${observationSql(CURRENT, 21, 'Operation.TotalMachineHours', '2000')}
`;

test('now, before, forecast and the Status History with its trend chart, without scrolling on a tablet', async ({
  page,
}) => {
  await seedRecording(page, CATALOGUE_SQL);
  await page.setViewportSize({ width: 800, height: 1280 });
  await openScreen(page, '/example-action-status', 'Action Status');
  await expect(page.getByText('PC5500 TRACK SHOE')).toBeVisible();
  await expect(page.getByText('Part # TS-5500')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Measure and judge' });
  await expect(panel.getByText('No Measurements')).toBeVisible();
  const field = page.getByLabel('Worn Length (mm)');
  await expect(field).toHaveAttribute('inputmode', 'decimal');
  await field.fill('61');
  await field.blur();
  await expect(panel.getByText('55.0 %')).toBeVisible();
  await expect(panel.getByText('Monitor / Maintenance')).toBeVisible();
  await expect(panel).toContainText('56.00 mm · 30.0 %');
  await expect(panel).toContainText('1,000 h · change +25.0 %');
  await expect(panel).toContainText('100 % at 3,800 h');
  await expect(panel).toContainText('120 % at 4,600 h');
  // The whole panel is on screen at 800 × 1280 without scrolling.
  const box = await panel.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(1280);
  await expectUsableAtBothSizes(page);

  // A reading below the previous one is flagged, not refused.
  await page.setViewportSize({ width: 800, height: 1280 });
  await field.fill('54');
  await field.blur();
  await expect(panel.getByText(/Wear went down from 30% to 20% with no changeout in between/)).toBeVisible();

  await panel.getByRole('button', { name: 'Status History' }).click();
  const sheet = page.getByRole('dialog', { name: 'Status History' });
  await expect(sheet.getByRole('img', { name: /Wear trend of Worn Length/ })).toBeVisible();
  await expect(sheet.getByRole('listitem')).toHaveCount(1);
  await expect(sheet.getByRole('listitem')).toContainText('EX-204');
  await expect(sheet.getByRole('listitem')).toContainText('30.0 %');
  await expect(sheet.getByRole('listitem')).toContainText('No Action');
});

test('out of range readings are refused with the spec message; no history says so', async ({ page }) => {
  await seedRecording(page, CATALOGUE_SQL.replace(observationSql(EARLIER, 20, ROLLER_PATH, '56', left), ''));
  await openScreen(page, '/example-action-status', 'Action Status');
  const field = page.getByLabel('Worn Length (mm)');
  await field.fill('49');
  await field.blur();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Below 0 % wear: check the measurement' }),
  ).toBeVisible();
  await expect(field).toHaveValue('49');
  await field.fill('101');
  await field.blur();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Above 250 % wear: check the measurement' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Status History' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Status History' }).getByText('No history available'),
  ).toBeVisible();
});

test('an asset without the part says "Equipment part not found"', async ({ page }) => {
  await seedRecording(page);
  await page.goto(`/inspections/${CURRENT}/example-action-status`);
  await expect(page.getByRole('alert')).toHaveText('Equipment part not found');
});
