import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueId, forecastText, formatDay } from '../../rules/index.ts';
import { openFleetDb, testUuid } from '../domain/fleet-db.fixture.ts';
import { FLEET, categoryTypeIdOf } from '../domain/fleet.fixture.ts';
import { inspectionOverview } from './inspection-overview.ts';
import { measurementModel, EXAMPLE_MEASUREMENT } from './measurement-model.ts';

// For random readings and histories, what the measuring screen says of a component and what review, the completed
// page and the report say of it are the same (decision 0023): value, wear, action, previous reading and forecast.

const current = testUuid('c', 9);
const EARLIER = ['2026-03-01T08:00:00Z', '2026-05-01T08:00:00Z', '2026-07-01T08:00:00Z'];
const id = EXAMPLE_MEASUREMENT.identifier;

async function setup(
  history: readonly ({ hours: number; mm: string } | null)[],
  now: { hours: number; mm: string },
) {
  const earlier = EARLIER.map((_, i) => testUuid('e', i + 1));
  const inspection = (externalId: string, inspectionDate: string, completed: boolean) => ({
    externalId,
    name: 'EX-204',
    assetId: FLEET.assets.ex204,
    mineLocationId: null,
    siteId: FLEET.sites.karratha,
    inspectionDate,
    completed,
    inspectorName: 'Bo',
  });
  const open = await openFleetDb([
    ...earlier.map((e, i) => inspection(e, EARLIER[i] as string, true)),
    inspection(current, '2026-09-01T08:00:00Z', false),
  ]);
  open.serial.db.exec(`
    INSERT INTO parts (externalId, id, partTypeId, manufacturerId, name, partNumber) VALUES ('b1000000-0000-4000-8000-000000000801', 801, 41, 1, 'PC5500 Track Shoe', 'TS-1');
    INSERT INTO equipmentParts (externalId, id, equipmentId, externalEquipmentId, partId) VALUES ('b1000000-0000-4000-8000-000000000901', 901, 9001, '${FLEET.undercarriage.left}', 801);
    INSERT INTO partDimensions (externalId, id, partId, dimensionTypeId, observableItemId, baselineValue, "limit") VALUES ('b1000000-0000-4000-8000-000000000911', 911, 801, 1, ${catalogueId(id)}, 50, 20);
    INSERT INTO observableActionTypes (id, name, description, sortOrder, defaultColourCode) VALUES (1, 'NoAction', 'No Action', 1, NULL), (3, 'MonitorMaintenance', 'Monitor / Maintenance', 3, NULL), (4, 'ScheduleChangeout', 'Schedule Changeout', 2, NULL), (5, 'ChangeoutImmediately', 'Changeout Immediately', 4, NULL);
    INSERT INTO partDimensionThresholds (id, partDimensionId, minPercentage, actionTypeId) VALUES (1, 911, 0, 1), (2, 911, 50, 3), (3, 911, 75, 4), (4, 911, 100, 5);
  `);
  let n = 0;
  const observe = (inspection: string, identifier: string, value: string, entity: string | null) =>
    open.serial.db.exec(
      `INSERT INTO observations (externalId, categoryTypeExternalId, observableItemId, observableItem, value, entityExternalId, dataLevelId, isSynced)
       VALUES ('${testUuid('d', ++n)}', '${categoryTypeIdOf(inspection)}', ${catalogueId(identifier)}, '${identifier}', '${value}', ${entity === null ? 'NULL' : `'${entity}'`}, 1, 1)`,
    );
  history.forEach((h, i) => {
    if (h === null) return;
    observe(earlier[i] as string, 'Operation.TotalMachineHours', String(h.hours), null);
    observe(earlier[i] as string, id, h.mm, FLEET.undercarriage.left);
  });
  observe(current, 'Operation.TotalMachineHours', String(now.hours), null);
  observe(current, id, now.mm, FLEET.undercarriage.left);
  return open.kysely;
}

const reading = fc.record({
  step: fc.integer({ min: 1, max: 3000 }),
  mm: fc.integer({ min: 5000, max: 8000 }).map((x) => (x / 100).toFixed(2)),
});

describe('the measuring screen and the report judge alike', () => {
  it('for random readings and histories', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(reading, { nil: null }), { minLength: 3, maxLength: 3 }),
        reading,
        async (past, now) => {
          let hours = 1000;
          const history = past.map((r) => (r === null ? null : { hours: (hours += r.step), mm: r.mm }));
          const db = await setup(history, { hours: hours + now.step, mm: now.mm });
          const screen = await measurementModel(db, current, 'Left', id);
          const report = (await inspectionOverview(db, current)).report;
          const row = report.sides
            .find((s) => s.name === 'Left Side')
            ?.components.find((c) => c.name === 'Shoes — Roller Path');
          const judged = screen.judgement;
          expect(judged.now.ok).toBe(true);
          if (!judged.now.ok) return;
          expect(row?.action.name).toBe(screen.target.action.name);
          expect(row?.action.name).toBe(judged.now.status);
          expect(row?.wear).toBe(
            judged.now.wearPercent === undefined ? '' : `${judged.now.wearPercent.toFixed(1)} %`,
          );
          expect(row?.measurement).toBe(`${(judged.now.measurement ?? 0).toFixed(2)} mm`);
          expect(row?.forecast100).toBe(forecastText(judged.forecast, 100));
          expect(row?.forecast120).toBe(forecastText(judged.forecast, 120));
          expect(row?.previous?.date ?? null).toBe(judged.before?.date ?? null);
          expect(row?.previous === null ? null : formatDay(row?.previous?.date)).toBe(
            judged.before === undefined ? null : formatDay(judged.before.date),
          );
          expect(row?.plausibility).toEqual(judged.warnings.map((w) => w.message));
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
