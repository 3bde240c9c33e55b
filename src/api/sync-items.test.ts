import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { syncResponseFixture } from './sync-items.fixture.ts';
import { SyncDeletedSchema, SyncItemsSchema, SyncResponseSchema, syncRowSchema } from './sync-items.ts';
import { SYNC_LIST_KEYS, SYNC_LIST_NAMES, type SyncListName } from './sync-lists.ts';

// Compile-time: the schema's lists are exactly the named lists.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const itemsAreTheLists: Equal<keyof v.InferOutput<typeof SyncItemsSchema>, SyncListName> = true;

function issuesOf(input: unknown): string[] {
  const result = v.safeParse(SyncResponseSchema, input);
  expect(result.success).toBe(false);
  return (result.issues ?? []).map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

describe('sync response schema', () => {
  it('has one list per spec list name, 37 in all', () => {
    expect(itemsAreTheLists).toBe(true);
    expect(SYNC_LIST_NAMES).toHaveLength(37);
    expect(new Set(SYNC_LIST_NAMES).size).toBe(37);
    expect(Object.keys(SyncItemsSchema.entries).sort()).toEqual([...SYNC_LIST_NAMES].sort());
    expect(Object.keys(SyncDeletedSchema.entries).sort()).toEqual([...SYNC_LIST_NAMES].sort());
    expect(Object.keys(SYNC_LIST_KEYS).sort()).toEqual([...SYNC_LIST_NAMES].sort());
  });

  it('parses a valid payload unchanged, with a row in every list', () => {
    const payload = syncResponseFixture();
    const parsed = v.parse(SyncResponseSchema, payload);
    expect(parsed).toEqual(payload);
    for (const list of SYNC_LIST_NAMES) expect(parsed.syncItems[list], list).toHaveLength(1);
  });

  it('names the path and the problem of a bad field', () => {
    const payload = syncResponseFixture() as unknown as {
      syncItems: Record<string, Record<string, unknown>[]>;
    };
    const inspection = payload.syncItems.inspections?.[0];
    if (!inspection) throw new Error('fixture has an inspection');
    inspection.completed = 'yes';
    inspection.inspectionDate = '27/02/2025';
    expect(issuesOf(payload)).toEqual([
      'syncItems.inspections.0.inspectionDate: Expected a UTC ISO-8601 timestamp such as 2025-03-01T06:30:00.000Z',
      'syncItems.inspections.0.completed: Invalid type: Expected boolean but received "yes"',
    ]);
  });

  it('refuses a missing list, a missing field and a null where the column is not nullable', () => {
    const payload = syncResponseFixture() as unknown as {
      syncItems: Record<string, Record<string, unknown>[]>;
    };
    delete payload.syncItems.units;
    const observation = payload.syncItems.observations?.[0];
    if (!observation) throw new Error('fixture has an observation');
    delete observation.observableItemId;
    observation.categoryTypeExternalId = null;
    const issues = issuesOf(payload);
    expect(issues).toContain('syncItems.units: Invalid key: Expected "units" but received undefined');
    expect(issues).toContain(
      'syncItems.observations.0.observableItemId: Invalid key: Expected "observableItemId" but received undefined',
    );
    expect(issues).toContain(
      'syncItems.observations.0.categoryTypeExternalId: Invalid type: Expected string but received null',
    );
  });

  it('checks ids, UUIDs, integers and dates', () => {
    const bad: [SyncListName, string, unknown, string][] = [
      ['assets', 'id', 1.5, 'Invalid integer: Received 1.5'],
      ['equipments', 'id', 0, 'Expected a server id of 1 or more'],
      ['equipments', 'externalId', 'not-a-uuid', 'Expected an externalId in UUID form'],
      ['equipments', 'installDate', '2024-02-30', 'Expected an ISO-8601 date'],
      ['inspections', 'inspectionDate', '2025-02-27T24:00:00Z', 'Expected a UTC ISO-8601 timestamp'],
      ['equipments', 'effectiveDate', '2024-07-01T08:00:00+08:00', 'Expected an ISO-8601 date'],
      ['parts', 'targetHours', 12.5, 'Invalid integer: Received 12.5'],
      ['assetModels', 'shoesPerSide', 0, 'Expected at least 1 shoe per side'],
    ];
    for (const [list, field, value, message] of bad) {
      const payload = syncResponseFixture() as unknown as {
        syncItems: Record<string, Record<string, unknown>[]>;
      };
      const row = payload.syncItems[list]?.[0];
      if (!row) throw new Error(`fixture has a row in ${list}`);
      row[field] = value;
      const issues = issuesOf(payload);
      expect(issues, `${list}.${field}`).toHaveLength(1);
      expect(issues[0], `${list}.${field}`).toContain(`syncItems.${list}.0.${field}: ${message}`);
    }
  });

  it('accepts a date-only value or a UTC timestamp with any fraction for dates', () => {
    const row = syncResponseFixture().syncItems.equipments[0];
    for (const date of ['2024-07-01', '2024-07-01T00:00:00Z', '2024-07-01T00:00:00.123456Z']) {
      expect(v.safeParse(syncRowSchema('equipments'), { ...row, installDate: date }).success, date).toBe(
        true,
      );
    }
  });

  it('reads a site’s default length unit, and none from an older server that does not send it', () => {
    const site = { id: 21, customerId: 31, name: 'Bingham North', description: null };
    const read = (row: object) => v.parse(syncRowSchema('sites'), row);
    expect(read({ ...site, lengthUnitId: 16 }).lengthUnitId).toBe(16);
    expect(read({ ...site, lengthUnitId: null }).lengthUnitId).toBeNull();
    expect(read(site)).toEqual({ ...site, lengthUnitId: null });
    expect(v.safeParse(syncRowSchema('sites'), { ...site, lengthUnitId: 'in' }).success).toBe(false);
  });

  it('drops fields it does not know, so a newer server does not break an installed app', () => {
    const payload = syncResponseFixture() as unknown as Record<string, unknown> & {
      syncItems: Record<string, Record<string, unknown>[]>;
    };
    payload.futureField = 1;
    payload.syncItems.futureList = [{ id: 1 }];
    const unit = payload.syncItems.units?.[0];
    if (!unit) throw new Error('fixture has a unit');
    unit.futureColumn = 'x';
    const parsed = v.parse(SyncResponseSchema, payload);
    expect(parsed).toEqual(syncResponseFixture());
  });

  it('keys deletions by id for server-owned lists and by externalId for device-creatable ones', () => {
    const uuid = 'e18c9d0e-1f2a-4b3c-9d4e-6f708192a3b4';
    for (const list of SYNC_LIST_NAMES) {
      const [good, bad] = SYNC_LIST_KEYS[list] === 'id' ? [[7], [uuid]] : [[uuid], [7]];
      expect(v.safeParse(SyncDeletedSchema, { [list]: good }).success, list).toBe(true);
      expect(v.safeParse(SyncDeletedSchema, { [list]: bad }).success, list).toBe(false);
    }
    const payload = { ...syncResponseFixture(), deleted: undefined };
    expect(v.safeParse(SyncResponseSchema, payload).success).toBe(true);
  });

  it('requires serverTimeUtc as a UTC timestamp and isFullSync as a boolean', () => {
    const payload = { ...syncResponseFixture(), serverTimeUtc: '2025-03-01', isFullSync: 'true' };
    expect(issuesOf(payload)).toEqual([
      'serverTimeUtc: Expected a UTC ISO-8601 timestamp such as 2025-03-01T06:30:00.000Z',
      'isFullSync: Invalid type: Expected boolean but received "true"',
    ]);
  });
});
