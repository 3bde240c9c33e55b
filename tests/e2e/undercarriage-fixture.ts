import { expect, type Page } from '@playwright/test';
import { catalogueId, SIDES, type Side } from '../../src/rules/index.ts';
import { FLEET, categoryTypeIdOf, uuid } from './fleet.ts';
import { execSql, navigateInApp, syncRefused } from './helpers.ts';
import { CURRENT, EARLIER, observationSql, seedRecording } from './recording-fixture.ts';

// The small fleet's EX-204 with a full undercarriage on both sides: a track shoe (pitch 355 mm, pitch extension limit
// 11 mm; roller path 58 mm / -24; drive lug 92 / -30), a drive tumbler (44 / -18, 78 / -26), idlers, three load
// rollers, two return rollers and a slider per side, with thresholds (NoAction from 0 %, Monitor / Maintenance from
// 50 %, Changeout Immediately from 100 %). SH-07 gets two sides too, on a model with no flag set.

export const SH07_INSPECTION = uuid('e', 9);
const SIDE_EQUIPMENT: Record<Side, { id: number; externalId: string }> = {
  Left: { id: 9001, externalId: FLEET.undercarriage.left },
  Right: { id: 9002, externalId: FLEET.undercarriage.right },
};
export const SH07_SIDES = { Left: uuid('f', 9011), Right: uuid('f', 9012) };

const DIMENSIONS: [string, number, number][] = [
  ['Shoes.PitchExtension.TapeMeasure.WornLength', 355, 11],
  ['Shoes.PitchExtension.PitchGauge.WornLength', 355, 11],
  ['Shoes.RollerPath.WornLength', 58, -24],
  ['Shoes.DriveLug.WornLength', 92, -30],
  ['DriveTumbler.RollerPath.WornLength', 44, -18],
  ['DriveTumbler.DriveLug.WornLength', 78, -26],
];

function partsSql(): string {
  const lines: string[] = [
    `INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES
      ('${uuid('b', 801)}', 801, 41, 1, 'PC5500 Track Shoe', 'TS-5500'),
      ('${uuid('b', 802)}', 802, 41, 1, 'PC5500 Drive Tumbler', 'DT-5500'),
      ('${uuid('b', 803)}', 803, 41, 1, 'PC5500 Load Roller', 'LR-5500'),
      ('${uuid('b', 804)}', 804, 41, 1, 'PC5500 Return Roller', 'RR-5500'),
      ('${uuid('b', 805)}', 805, 41, 1, 'PC5500 Slider', 'SL-5500');`,
    `INSERT INTO observableActionTypes (id, name, sortOrder, defaultColourCode) VALUES (1, 'NoAction', 1, NULL), (2, 'MonitorMaintenance', 2, NULL), (3, 'ChangeoutImmediately', 4, NULL);`,
  ];
  let part = 900;
  let dimension = 950;
  let threshold = 1;
  for (const side of SIDES) {
    const equipment = SIDE_EQUIPMENT[side];
    const add = (partId: number, position: number, group: string) => {
      part += 1;
      lines.push(
        `INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId, position, locationId, "group") VALUES ('${uuid('a', part)}', ${part}, ${equipment.id}, '${equipment.externalId}', ${partId}, ${position}, ${side === 'Left' ? 1 : 2}, '${group}');`,
      );
    };
    add(801, 1, 'Shoes');
    add(802, 1, 'Drive Tumbler');
    for (const n of [1, 2, 3]) add(803, n, 'Load Rollers');
    for (const n of [1, 2]) add(804, n, 'Return Rollers');
    add(805, 1, 'Sliders');
  }
  for (const side of SIDES) {
    for (const [suffix, baseline, limit] of DIMENSIONS) {
      dimension += 1;
      const partId = suffix.startsWith('Shoes') ? 801 : 802;
      lines.push(
        `INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('${uuid('c', dimension)}', ${dimension}, ${partId}, 1, ${catalogueId(`Undercarriage.${side}.${suffix}`)}, ${baseline}, ${limit});`,
      );
      for (const [min, action] of [
        [0, 1],
        [50, 2],
        [100, 3],
      ])
        lines.push(
          `INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId) VALUES (${threshold++}, ${dimension}, ${min}, ${action});`,
        );
    }
  }
  return lines.join('\n');
}

const EVERY_FLAG = `UPDATE assetModels SET hasTumblerRollPathMeasurement = 1, showFrontIdlerConditionMenu = 1, showLoadRollerConditionMenu = 1, showRearIdlerConditionMenu = 1, showReturnRollerConditionMenu = 1, showSliderConditionMenu = 1, shoesPerSide = 7 WHERE id = 11;`;

// SH-07 (an ERS on model 7495, no flag set) with its own two sides and an inspection in progress
const SH07_SQL = `
INSERT INTO equipments (externalId, id, assetId, equipmentCategoryId, equipmentCategory, equipmentTypeId, equipmentType, name) VALUES
  ('${SH07_SIDES.Left}', 9011, ${FLEET.assets.sh07}, 1, 'Undercarriage', 3, 'Undercarriage', 'Left Side'),
  ('${SH07_SIDES.Right}', 9012, ${FLEET.assets.sh07}, 1, 'Undercarriage', 3, 'Undercarriage', 'Right Side');
INSERT INTO inspections (externalId, name, assetId, siteId, inspectionStatus, inspectionDate, completed, reopened, inspectorName, isSynced) VALUES ('${SH07_INSPECTION}', 'SH-07', ${FLEET.assets.sh07}, ${FLEET.sites.moranbah}, 'In Progress', '2026-10-01T08:00:00Z', 0, 0, 'Bo Field', 0);
INSERT INTO inspectionCategoryTypes (externalId, inspectionExternalId, categoryId, category, typeId, type, isSynced) VALUES ('${categoryTypeIdOf(SH07_INSPECTION)}', '${SH07_INSPECTION}', 1, 'All Categories', 1, 'AllTypes', 0);
`;

/**
 * EX-204's left shoe roller path (58 mm new, 24 mm allowance): 51 mm at 1,000 h on 1 Sep 26 (29.2 %), 30 mm at
 * 2,000 h now (116.7 %, Changeout Immediately): a Before row and a forecast already past 100 %.
 */
export const LEFT_ROLLER_PATH_PAST_LIMIT = (() => {
  const identifier = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
  const left = { id: 9001, externalId: FLEET.undercarriage.left, level: 2 };
  return [
    observationSql(CURRENT, 30, 'Operation.TotalMachineHours', '2000'),
    observationSql(EARLIER, 31, identifier, '51', left),
    observationSql(CURRENT, 32, identifier, '30', left),
  ].join('\n');
})();

/** The recording fixture (EX-204 between two completed inspections) with the undercarriage above and every flag. */
export async function seedUndercarriage(page: Page, extraSql = ''): Promise<void> {
  await seedRecording(page, [partsSql(), EVERY_FLAG, SH07_SQL].join('\n'));
  if (extraSql) await execSql(page, extraSql);
}

/** Opens an undercarriage address of the EX-204 inspection (or another) and waits for its heading and sync banner. */
export async function openUndercarriage(
  page: Page,
  path: string,
  heading: string | RegExp,
  inspection = CURRENT,
): Promise<void> {
  await page.goto(`/inspections/${inspection}/undercarriage${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await syncRefused(page);
}

/** The same in the running app, as its links go: for the tests that go through many of them. */
export async function visitUndercarriage(
  page: Page,
  path: string,
  heading: string | RegExp,
  inspection = CURRENT,
): Promise<void> {
  await navigateInApp(page, `/inspections/${inspection}/undercarriage${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** A side-level observation of the current inspection (for statuses seeded in SQL). */
export function sideObservationSql(n: number, side: Side, identifier: string, value: string): string {
  const equipment = SIDE_EQUIPMENT[side];
  return `INSERT INTO observations (externalId, categoryTypeExternalId, observableItemId, observableItem, value, entityId, entityExternalId, dataLevelId, isSynced)
    VALUES ('${uuid('d', n)}', '${categoryTypeIdOf(CURRENT)}', ${catalogueId(identifier)}, '${identifier}', '${value}', ${equipment.id}, '${equipment.externalId}', 2, 1);`;
}
