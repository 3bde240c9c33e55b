import { afterEach, describe, expect, it } from 'vitest';
import { SyncItemsSchema, type SyncResponse } from '../../api/sync-items.ts';
import { syncResponseFixture } from '../../api/sync-items.fixture.ts';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import type { OpenDb } from '../../db/open-memory-db.ts';
import { plannerJudgingText } from '../../rules/planner.ts';
import { openFleetDb } from '../domain/fleet-db.fixture.ts';
import { FLEET } from '../domain/fleet.fixture.ts';
import { applySyncResponse } from '../sync/apply-pull.ts';
import { PLANNER_SIDES, plannerFleetSql, ROLLER_PATH } from './planner-fleet.fixture.ts';
import { readPlannerPage } from './planner-read.ts';
import { parsePlannerRequest } from './planner-request.ts';
import { InspectorWork } from '../inspector-work.ts';
import { plannerStore, PlannerStore } from './planner-store.ts';

const stores: PlannerStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

async function plannerDb() {
  const open = await openFleetDb();
  open.serial.db.exec(plannerFleetSql());
  return open;
}

function storeOf(open: OpenDb) {
  const store = new PlannerStore({ serial: open.serial, db: open.kysely });
  stores.push(store);
  const page = async (request: Record<string, unknown> = {}) =>
    (
      await store.read((status) =>
        readPlannerPage(open.kysely, parsePlannerRequest({ limit: 50, ...request }), status),
      )
    ).value;
  return { store, page };
}

/** A store whose judging steps back for the screens' calls (`work`) until they have been quiet `quietMs`. */
async function steppingBack(quietMs: number) {
  const open = await plannerDb();
  const work = new InspectorWork();
  const store = new PlannerStore({ serial: open.serial, db: open.kysely }, work, {
    quietMs,
    longestMs: 60_000,
  });
  stores.push(store);
  return { open, work, store };
}

const wearOf = (rows: readonly { machine: string; wear: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.machine, r.wear]));

/** Each stored row's SQLite rowid by machine: a row judged again is written anew and gets a new one. */
const rowids = (open: OpenDb) =>
  Object.fromEntries(
    open.serial.db
      .selectArrays('SELECT machine, _rowid_ AS n FROM plannerRows ORDER BY machine')
      .map(([machine, rowid]) => [String(machine), Number(rowid)]),
  );

const plannerState = (open: OpenDb) =>
  open.serial.db.selectObject('SELECT tracking, complete FROM plannerState WHERE id = 1') ?? {};

const staleMachines = (open: OpenDb) =>
  open.serial.db.selectValues('SELECT assetId FROM plannerStale ORDER BY assetId').map(Number);

describe('the planner’s stored rows', () => {
  it('answers the judging’s progress until the fleet is judged through, then the rows', async () => {
    const open = await plannerDb();
    const { store, page } = storeOf(open);
    const first = await page();
    expect(first.rows).toEqual([]);
    expect(first.judging).toEqual({ judged: 0, of: 3 });
    expect(plannerJudgingText(first.judging?.judged ?? -1, first.judging?.of ?? -1)).toBe(
      'Judging the fleet… 0 of 3 machines',
    );
    await store.catchUp();
    const after = await page();
    expect(after.judging).toBeNull();
    expect(wearOf(after.rows)).toEqual({ 'SH-07': '70.0 %', 'EX-204': '75.0 %', 'EX-118': '10.0 %' });
  });

  it('steps back while the inspector’s screens ask for things, and goes on once they have been quiet (decision 0110)', async () => {
    const { open, work, store } = await steppingBack(300);
    work.mark();
    let judged = false;
    const judging = store.catchUp().then(() => (judged = true));
    // A measuring run: the screens ask every 50 ms for 600 ms, longer than the quiet time twice over.
    for (let i = 0; i < 12; i++) {
      work.mark();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(judged).toBe(false);
    expect(plannerState(open).complete).toBe(0);
    await judging;
    expect(staleMachines(open)).toEqual([]);
    expect(plannerState(open).complete).toBe(1);
  });

  it('goes on at once when the planner is read while it stepped back for the screens', async () => {
    // Waiting out the quiet time would outlast the test's own time: only the planner's read can end the step back.
    const { open, work, store } = await steppingBack(60_000);
    work.mark();
    const judging = store.catchUp();
    // Its first step waits too (decision 0119): the turns that step takes (its yield, its reads, the marking's
    // transaction) go by with nothing of the fleet read or marked.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(plannerState(open)).toEqual({ tracking: 0, complete: 0 });
    await store.read(async () => undefined);
    await judging;
    expect(staleMachines(open)).toEqual([]);
    expect(plannerState(open)).toEqual({ tracking: 1, complete: 1 });
  });

  it('is not held back by the screens’ calls while the planner is read (it shows the progress)', async () => {
    const { open, work, store } = await steppingBack(60_000);
    await store.read(async () => undefined);
    // The shell around the planner asks for things too (its sync line, the header).
    work.mark();
    await store.catchUp();
    expect(staleMachines(open)).toEqual([]);
  });

  it('judges again only the machine a local reading changed, and shows its new value at once', async () => {
    const open = await plannerDb();
    const { store, page } = storeOf(open);
    await store.read(async () => undefined);
    await store.catchUp();
    const before = rowids(open);
    // 60 mm on EX-118's inspection: 50 %, Monitor / Maintenance. Written as every write is, through the connection.
    await open.serial.use((db) =>
      db.exec(
        `UPDATE observations SET value = '60' WHERE entityExternalId = '${PLANNER_SIDES.ex118}' AND observableItem = '${ROLLER_PATH}'`,
      ),
    );
    expect(staleMachines(open)).toEqual([FLEET.assets.ex118]);
    const after = await page();
    expect(after.judging).toBeNull();
    expect(wearOf(after.rows)).toEqual({ 'SH-07': '70.0 %', 'EX-204': '75.0 %', 'EX-118': '50.0 %' });
    expect(staleMachines(open)).toEqual([]);
    const now = rowids(open);
    expect(now['EX-204']).toBe(before['EX-204']);
    expect(now['SH-07']).toBe(before['SH-07']);
    expect(now['EX-118']).not.toBe(before['EX-118']);
  });

  it('judges again only the machine a pulled change touched', async () => {
    const open = await plannerDb();
    const { store, page } = storeOf(open);
    await store.read(async () => undefined);
    await store.catchUp();
    const before = rowids(open);
    // The server's copy of EX-204's newest reading, now 66 mm (80 %), in a delta with nothing else.
    const columns = Object.keys(SyncItemsSchema.entries.observations.item.entries);
    const [row] = open.serial.db.selectObjects(
      `SELECT ${columns.join(', ')} FROM observations WHERE entityExternalId = ? AND value = '65'`,
      [PLANNER_SIDES.ex204],
    );
    const delta: SyncResponse = syncResponseFixture();
    for (const list of SYNC_LIST_NAMES) (delta.syncItems[list] as unknown[]).length = 0;
    delete delta.deleted;
    delta.isFullSync = false;
    delta.syncItems.observations.push({
      ...row,
      value: '66',
    } as SyncResponse['syncItems']['observations'][0]);
    await applySyncResponse(open.serial, delta);
    expect(staleMachines(open)).toEqual([FLEET.assets.ex204]);
    const after = await page();
    expect(wearOf(after.rows)['EX-204']).toBe('80.0 %');
    const now = rowids(open);
    expect(now['SH-07']).toBe(before['SH-07']);
    expect(now['EX-118']).toBe(before['EX-118']);
    expect(now['EX-204']).not.toBe(before['EX-204']);
  });

  it('marks nothing when a pull sends again rows the device already has', async () => {
    const open = await plannerDb();
    const { store } = storeOf(open);
    await store.read(async () => undefined);
    await store.catchUp();
    const again: SyncResponse = syncResponseFixture();
    for (const list of SYNC_LIST_NAMES) (again.syncItems[list] as unknown[]).length = 0;
    delete again.deleted;
    again.isFullSync = false;
    const lists = [
      'customers',
      'sites',
      'assets',
      'equipments',
      'equipmentParts',
      'parts',
      'partDimensions',
      'partDimensionThresholds',
      'inspections',
      'observations',
    ] as const;
    for (const list of lists) {
      const columns = Object.keys(SyncItemsSchema.entries[list].item.entries).map((c) => `"${c}"`);
      const rows = open.serial.db.selectObjects(`SELECT ${columns.join(', ')} FROM ${list}`);
      (again.syncItems[list] as unknown[]).push(...rows);
    }
    expect(again.syncItems.observations.length).toBeGreaterThan(0);
    const applied = await applySyncResponse(open.serial, again);
    expect(applied.quarantined).toBe(0);
    expect(applied.rows).toBe(lists.reduce((n, list) => n + again.syncItems[list].length, 0));
    expect(staleMachines(open)).toEqual([]);
    expect(open.serial.db.selectValue('SELECT everything FROM plannerState')).toBe(0);
  });

  it('judges the whole fleet again when a list every machine is judged by changes', async () => {
    const open = await plannerDb();
    const { store, page } = storeOf(open);
    await store.read(async () => undefined);
    await store.catchUp();
    // A limit of 25 mm instead of 20: EX-204's 65 mm is 60 % worn.
    await open.serial.use((db) => db.exec(`UPDATE partDimensions SET "limit" = 25`));
    const during = await page();
    expect(during.judging).toEqual({ judged: 0, of: 3 });
    // The rows judged before stay listed meanwhile.
    expect(wearOf(during.rows)['EX-204']).toBe('75.0 %');
    await store.catchUp();
    expect(wearOf((await page()).rows)['EX-204']).toBe('60.0 %');
  });

  it('starts afresh on a new database (after a wipe or a takeover)', async () => {
    const old = await plannerDb();
    const work = new InspectorWork();
    const first = plannerStore({ serial: old.serial, db: old.kysely }, work);
    stores.push(first);
    await first.read(async () => undefined);
    await first.catchUp();
    const fresh = await plannerDb();
    const engine = { serial: fresh.serial, db: fresh.kysely };
    const second = plannerStore(engine, work);
    stores.push(second);
    expect(second).not.toBe(first);
    expect(plannerStore(engine, work)).toBe(second);
    const page = (
      await second.read((status) => readPlannerPage(fresh.kysely, parsePlannerRequest({ limit: 50 }), status))
    ).value;
    expect(page.rows).toEqual([]);
    expect(page.judging).toEqual({ judged: 0, of: 3 });
  });
});
