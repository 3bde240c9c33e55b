import { describe, expect, it } from 'vitest';
import { forecastText } from '../../rules/judgement-text.ts';
import { PLANNER_CSV_COLUMNS, SHUTDOWN_DATE_REQUIRED } from '../../rules/planner.ts';
import { openFleetDb } from '../domain/fleet-db.fixture.ts';
import { measurementModel } from '../recording/measurement-model.ts';
import { plannerCsv } from './planner-csv.ts';
import {
  observationSql,
  PLANNER_READINGS,
  PLANNER_SIDES,
  plannerFleetSql,
  ROLLER_PATH,
} from './planner-fleet.fixture.ts';
import { parsePlannerFilter, parsePlannerRequest, parseShutdownRequest } from './planner-request.ts';
import { readAllEntries, readPlannerPage, readShutdownPlan, readTrend } from './planner-read.ts';
import { PlannerStore } from './planner-store.ts';

/** The hand-worked fleet, judged through once (as the background judging does after the first sync). */
async function plannerFleet() {
  const open = await openFleetDb();
  open.serial.db.exec(plannerFleetSql());
  const store = new PlannerStore({ serial: open.serial, db: open.kysely });
  const db = open.kysely;
  const page = async (request: Record<string, unknown> = {}) =>
    (
      await store.read((status) =>
        readPlannerPage(db, parsePlannerRequest({ limit: 50, ...request }), status),
      )
    ).value;
  await store.catchUp();
  return { open, store, page, db };
}

const COMPONENT = 'Left · Shoes — Roller Path';

describe('the fleet planner', () => {
  it('lists every machine’s components with wear, action and the forecast worked out by hand, soonest first', async () => {
    const { page } = await plannerFleet();
    const { rows, total, fleetTotal } = await page();
    expect(total).toBe(3);
    expect(fleetTotal).toBe(3);
    expect(
      rows.map((r) => [
        r.machine,
        r.component,
        r.wear,
        r.action.label,
        r.forecast100,
        r.forecast120,
        r.readingDate,
      ]),
    ).toEqual([
      [
        'SH-07',
        COMPONENT,
        '70.0 %',
        'Monitor / Maintenance',
        '1,700 h (≈ 01 Jun 26)',
        '2,100 h (≈ 11 Jul 26)',
        '02 Apr 26',
      ],
      [
        'EX-204',
        COMPONENT,
        '75.0 %',
        'Schedule Changeout',
        '4,000 h (≈ 30 Jun 26)',
        '4,800 h (≈ 17 Aug 26)',
        '01 May 26',
      ],
      ['EX-118', COMPONENT, '10.0 %', 'No Action', 'Not enough data', 'Not enough data', '10 Apr 26'],
    ]);
    expect(rows.map((r) => [r.customer, r.site, r.assetType, r.partName])).toEqual([
      ['Bowen Coal', 'Moranbah', 'ERS', 'PC5500 Track Shoe'],
      ['Pilbara Iron', 'Karratha North', 'HEX', 'PC5500 Track Shoe'],
      ['Pilbara Iron', 'Tom Price', 'HEX', 'PC5500 Track Shoe'],
    ]);
    expect(rows.map((r) => r.lastInspectionExternalId)).toEqual([
      PLANNER_READINGS.sh07[1].inspection,
      PLANNER_READINGS.ex204[2].inspection,
      PLANNER_READINGS.ex118[0].inspection,
    ]);
  });

  it('says what the measuring screen says of the same part', async () => {
    const { open, page } = await plannerFleet();
    for (const row of (await page()).rows) {
      const screen = await measurementModel(open.kysely, row.lastInspectionExternalId, 'Left', ROLLER_PATH);
      const now = screen.judgement.now;
      expect(now.ok).toBe(true);
      if (!now.ok) continue;
      expect(row.wear).toBe(`${(now.wearPercent ?? 0).toFixed(1)} %`);
      expect(row.action.name).toBe(screen.target.action.name);
      expect(row.forecast100).toBe(forecastText(screen.judgement.forecast, 100));
      expect(row.forecast120).toBe(forecastText(screen.judgement.forecast, 120));
    }
  });

  it('filters by customer, site, asset type, component and action, and searches', async () => {
    const { page } = await plannerFleet();
    const machines = async (request: Record<string, unknown>) =>
      (await page(request)).rows.map((r) => r.machine);
    expect(await machines({ customer: 'Bowen Coal' })).toEqual(['SH-07']);
    expect(await machines({ site: 'Tom Price' })).toEqual(['EX-118']);
    expect(await machines({ assetType: 'HEX' })).toEqual(['EX-204', 'EX-118']);
    expect(await machines({ action: 'ScheduleChangeout' })).toEqual(['EX-204']);
    expect(await machines({ component: 'Shoes — Roller Path' })).toEqual(['SH-07', 'EX-204', 'EX-118']);
    expect(await machines({ component: 'Pitch Extension' })).toEqual([]);
    expect(await machines({ search: 'ex-2' })).toEqual(['EX-204']);
    expect(await machines({ search: 'pilbara tom' })).toEqual(['EX-118']);
    const { choices } = await page();
    expect(choices).toEqual({
      customers: ['Bowen Coal', 'Pilbara Iron'],
      sites: ['Karratha North', 'Moranbah', 'Tom Price'],
      assetTypes: ['ERS', 'HEX'],
      components: ['Shoes — Roller Path'],
      actions: [
        { name: 'ScheduleChangeout', label: 'Schedule Changeout' },
        { name: 'MonitorMaintenance', label: 'Monitor / Maintenance' },
        { name: 'NoAction', label: 'No Action' },
      ],
    });
  });

  it('pages the list', async () => {
    const { page } = await plannerFleet();
    const second = await page({ offset: 1, limit: 1 });
    expect(second.rows.map((r) => r.machine)).toEqual(['EX-204']);
    expect(second.total).toBe(3);
  });

  it('plans a shutdown: what passes 100 % and 120 % by its day, by machine, with counts per component', async () => {
    const { store, db } = await plannerFleet();
    const plan = async (date: string) =>
      (await store.read((status) => readShutdownPlan(db, parseShutdownRequest({ date }), status))).value;
    expect((await plan('2026-05-31')).machines).toEqual([]);
    const june = await plan('2026-06-01');
    expect(june.dateText).toBe('01 Jun 26');
    expect(june.machines.map((m) => [m.machine, m.items.map((i) => i.level)])).toEqual([['SH-07', [100]]]);
    const end = await plan('2026-06-30');
    expect(end.machines.map((m) => m.machine)).toEqual(['EX-204', 'SH-07']);
    expect(end.totals).toEqual([{ component: 'Shoes — Roller Path', at100: 2, at120: 0 }]);
    const july = await plan('2026-07-11');
    expect(july.machines.find((m) => m.machine === 'SH-07')?.counts).toEqual([
      { component: 'Shoes — Roller Path', at100: 1, at120: 1 },
    ]);
    expect(july.totals).toEqual([{ component: 'Shoes — Roller Path', at100: 2, at120: 1 }]);
  });

  it('draws the part’s wear trend with the report’s chart', async () => {
    const { db, page } = await plannerFleet();
    const [first] = (await page()).rows;
    const trend = await readTrend(db, first?.rowId ?? '');
    expect(trend?.machine).toBe('SH-07');
    expect(trend?.chartSvg).toContain('<svg');
    expect(trend?.chartSvg).toContain('SH-07 · Left · Shoes — Roller Path');
  });

  it('exports the list as CSV, every matching row, dates as days', async () => {
    const { db } = await plannerFleet();
    const blob = await plannerCsv(await readAllEntries(db, parsePlannerFilter({ assetType: 'HEX' })));
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe(PLANNER_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      `Pilbara Iron,Karratha North,EX-204,HEX,Left,Shoes — Roller Path,,PC5500 Track Shoe,TS-1,75.0,Schedule Changeout,2026-05-01,4000,2026-06-30,4800,2026-08-17,${PLANNER_READINGS.ex204[2].inspection}`,
    );
    expect(lines[2]).toBe(
      `Pilbara Iron,Tom Price,EX-118,HEX,Left,Shoes — Roller Path,,PC5500 Track Shoe,TS-1,10.0,No Action,2026-04-10,,,,,${PLANNER_READINGS.ex118[0].inspection}`,
    );
    expect(lines.slice(3)).toEqual(['']);
  });

  it('follows a new reading written after it was read', async () => {
    const { open, page } = await plannerFleet();
    expect((await page()).rows[2]?.wear).toBe('10.0 %');
    // 60 mm on EX-118's inspection: 50 %. Written through the connection's serialised use, as every write is.
    await open.serial.use((db) =>
      db.exec(
        `UPDATE observations SET value = '60' WHERE entityExternalId = '${PLANNER_SIDES.ex118}' AND observableItem = '${ROLLER_PATH}'`,
      ),
    );
    const after = await page({ search: 'EX-118' });
    expect(after.rows.map((r) => [r.wear, r.action.label])).toEqual([['50.0 %', 'Monitor / Maintenance']]);
  });

  it('takes a part’s reading from an earlier inspection when the newest did not measure it', async () => {
    const { open, page } = await plannerFleet();
    const newest = 'a0000000-0000-4000-8000-000000000099';
    await open.serial.use((db) =>
      db.exec(`
        INSERT INTO inspections (externalId, name, assetId, mineLocationId, siteId, inspectionStatus, inspectionDate, completed, reopened, inspectorName, isSynced)
        VALUES ('${newest}', 'EX-204', 101, NULL, 11, 'In Progress', '2026-06-01T08:00:00.000Z', 0, 0, 'Bo', 0);
        INSERT INTO inspectionCategoryTypes (externalId, inspectionExternalId, categoryId, category, typeId, type, isSynced)
        VALUES ('a0000000-0000-4000-c000-000000000099', '${newest}', 1, 'All Categories', 1, 'AllTypes', 0);
        ${observationSql(newest, 'Operation.TotalMachineHours', '3500', null)}
      `),
    );
    const [row] = (await page({ search: 'EX-204' })).rows;
    expect([row?.wear, row?.readingDate, row?.lastInspectionExternalId]).toEqual([
      '75.0 %',
      '01 May 26',
      newest,
    ]);
  });

  it('refuses a page or a shutdown it cannot answer, with a short message', () => {
    expect(() => parsePlannerRequest({ limit: 0 })).toThrow('The planner was asked for an impossible page');
    expect(() => parsePlannerRequest({ limit: 10, customer: 7 })).toThrow('impossible page');
    expect(() => parseShutdownRequest({ date: 'next week' })).toThrow(SHUTDOWN_DATE_REQUIRED);
    expect(() => parseShutdownRequest({})).toThrow(SHUTDOWN_DATE_REQUIRED);
  });
});
