// A small fleet for the planner: three machines of the small fleet with a left side whose track shoes' roller path
// was measured at rising machine hours. The forecasts below are worked out by hand from the spec's formula
// (RECORDING.md measure-and-judge panel): wear % = (measured - baseline) / limit x 100 (baseline 50 mm, limit 20 mm),
// a least-squares line through (machine hours, wear %) since the last changeout, hours where it reaches 100 % and
// 120 %, and dates at the machine's hours per day over its last two readings, counted from the last reading's date.
import { catalogueId } from '../../rules/catalogue-types.ts';
import { FLEET, categoryTypeIdOf, inspectionsSql, type FixtureInspection } from '../domain/fleet.fixture.ts';

export const ROLLER_PATH = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
const HOURS = 'Operation.TotalMachineHours';

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PLANNER_SIDES = {
  ex204: FLEET.undercarriage.left,
  sh07: id('e', 1),
  ex118: id('e', 2),
};

interface Reading {
  readonly inspection: string;
  readonly date: string;
  readonly hours: number;
  readonly mm: string | null;
}

const reading = (n: number, date: string, hours: number, mm: string | null): Reading => ({
  inspection: id('a', n),
  date,
  hours,
  mm,
});

/**
 * EX-204: 55, 60, 65 mm (25, 50, 75 %) at 1,000, 2,000, 3,000 h, 60 days apart: 0.025 %/h through the origin, 100 %
 * at 4,000 h and 120 % at 4,800 h; 1,000 h in 60 days is 16.67 h a day, so 60 days (30 Jun 26) and 108 days
 * (17 Aug 26) after 01 May 26. At 75 %: Schedule Changeout.
 *
 * SH-07: 58, 64 mm (40, 70 %) at 500 and 1,100 h, 60 days apart: 0.05 %/h from 15 %, 100 % at 1,700 h and 120 % at
 * 2,100 h; 10 h a day, so 60 days (01 Jun 26) and 100 days (11 Jul 26) after 02 Apr 26. At 70 %: Monitor /
 * Maintenance.
 *
 * EX-118: one reading, 52 mm (10 %): No Action, not enough data to forecast.
 */
export const PLANNER_READINGS = {
  ex204: [
    reading(1, '2026-01-01T08:00:00.000Z', 1000, '55'),
    reading(2, '2026-03-02T08:00:00.000Z', 2000, '60'),
    reading(3, '2026-05-01T08:00:00.000Z', 3000, '65'),
  ],
  sh07: [
    reading(4, '2026-02-01T08:00:00.000Z', 500, '58'),
    reading(5, '2026-04-02T08:00:00.000Z', 1100, '64'),
  ],
  ex118: [reading(6, '2026-04-10T08:00:00.000Z', 800, '52')],
} as const;

const ASSET: Record<keyof typeof PLANNER_READINGS, { assetId: number; siteId: number; name: string }> = {
  ex204: { assetId: FLEET.assets.ex204, siteId: FLEET.sites.karratha, name: 'EX-204' },
  sh07: { assetId: FLEET.assets.sh07, siteId: FLEET.sites.moranbah, name: 'SH-07' },
  ex118: { assetId: FLEET.assets.ex118, siteId: FLEET.sites.tomPrice, name: 'EX-118' },
};

export function plannerInspections(): FixtureInspection[] {
  return (Object.keys(PLANNER_READINGS) as (keyof typeof PLANNER_READINGS)[]).flatMap((machine) =>
    PLANNER_READINGS[machine].map((r) => ({
      externalId: r.inspection,
      name: ASSET[machine].name,
      assetId: ASSET[machine].assetId,
      mineLocationId: null,
      siteId: ASSET[machine].siteId,
      inspectionDate: r.date,
      completed: true,
      inspectorName: 'Bo',
      isSynced: true,
    })),
  );
}

let observationNumber = 0;

/** One observation of a fixture inspection, as SQL. */
export function observationSql(
  inspection: string,
  identifier: string,
  value: string,
  entity: string | null,
): string {
  observationNumber += 1;
  return `INSERT INTO observations (externalId, categoryTypeExternalId, observableItemId, observableItem, value, entityExternalId, dataLevelId, isSynced)
VALUES ('${id('d', observationNumber)}', '${categoryTypeIdOf(inspection)}', ${catalogueId(identifier)}, '${identifier}', '${value}', ${entity === null ? 'NULL' : `'${entity}'`}, 1, 1);`;
}

/** The sides, the shoe, its roller-path dimension and thresholds, the action types and the readings (after fleetSql). */
export function plannerFleetSql(): string {
  const sides = PLANNER_SIDES;
  const lines = [
    inspectionsSql(plannerInspections()),
    `INSERT INTO equipments (externalId, id, assetId, mineLocationId, equipmentCategoryId, equipmentCategory, equipmentTypeId, equipmentType, name) VALUES
('${sides.sh07}', 9011, ${FLEET.assets.sh07}, NULL, 1, 'Undercarriage', 3, 'Undercarriage', 'Left Side'),
('${sides.ex118}', 9012, ${FLEET.assets.ex118}, NULL, 1, 'Undercarriage', 3, 'Undercarriage', 'Left Side');`,
    `INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ('b1000000-0000-4000-8000-000000000801', 801, 41, 1, 'PC5500 Track Shoe', 'TS-1');`,
    `INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId) VALUES
('b1000000-0000-4000-8000-000000000901', 901, 9001, '${sides.ex204}', 801),
('b1000000-0000-4000-8000-000000000902', 902, 9011, '${sides.sh07}', 801),
('b1000000-0000-4000-8000-000000000903', 903, 9012, '${sides.ex118}', 801);`,
    `INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('b1000000-0000-4000-8000-000000000911', 911, 801, 1, ${catalogueId(ROLLER_PATH)}, 50, 20);`,
    `INSERT INTO observableActionTypes (id, name, description, sortOrder, defaultColourCode) VALUES (1, 'NoAction', 'No Action', 1, NULL), (3, 'MonitorMaintenance', 'Monitor / Maintenance', 3, NULL), (4, 'ScheduleChangeout', 'Schedule Changeout', 2, NULL), (5, 'ChangeoutImmediately', 'Changeout Immediately', 4, NULL);`,
    `INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId) VALUES (1, 911, 0, 1), (2, 911, 50, 3), (3, 911, 75, 4), (4, 911, 100, 5);`,
  ];
  for (const machine of Object.keys(PLANNER_READINGS) as (keyof typeof PLANNER_READINGS)[])
    for (const r of PLANNER_READINGS[machine]) {
      lines.push(observationSql(r.inspection, HOURS, String(r.hours), null));
      if (r.mm !== null) lines.push(observationSql(r.inspection, ROLLER_PATH, r.mm, PLANNER_SIDES[machine]));
    }
  return lines.join('\n');
}
