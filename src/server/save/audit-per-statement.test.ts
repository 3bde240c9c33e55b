import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { SaveInspectionsRequestSchema } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import { openDatabase, type Database } from '../db/connect.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
import { seed } from '../seed/run.ts';
import { BACKENDS, type Backend } from '../testing/backends.ts';
import '../testing/databases.ts';
import { fleetFacts, inspectionRequest } from '../testing/fixtures.ts';
import { saveInspections } from './save.ts';

// The audit trail is written once per statement (migrations/server/0008, made cheaper by 0009) instead of once per
// row (0003): the same saves, run on a database migrated up to 0007 and on one with every migration, leave the same
// update and delete rows with the same values in every column but the three that differ by nature (seq, changed_at,
// tx). An insert statement leaves one row per inspection naming the rows it inserted, without a copy of them (0014):
// what each was when inserted is still in the trail, as its first update's or its deletion's `previous`.

const jordan: Identity = {
  sub: 'jordan-sub',
  name: 'Jordan Reyes',
  email: 'jordan@example.com',
  claims: { sub: 'jordan-sub', name: 'Jordan Reyes' },
};

interface AuditRow {
  actorSub: string | null;
  actorName: string | null;
  tableName: string;
  action: string;
  rowExternalId: string | null;
  rowExternalIds: string[] | null;
  inspectionExternalId: string | null;
  previous: string | null;
  current: string | null;
}

async function openFresh(backend: Backend, upTo: number | undefined) {
  let database: Database;
  let dispose = async () => {};
  if (backend.name === 'pglite') database = await openDatabase({ kind: 'pglite' });
  else {
    const schema = `audit_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url: backend.url, poolSize: 1 });
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
    database = await openDatabase({ kind: 'postgres', url: backend.url, schema, poolSize: 2 });
    dispose = async () => {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(admin.db);
      await admin.close();
    };
  }
  // The save writes each observation's device and reads its version (decision 0052), and reads which of its
  // inspections were deleted (decision 0073); the seed writes each site's unit (decision 0071): those come along.
  const migrations = (await readMigrations()).filter(
    (m) =>
      upTo === undefined ||
      m.version <= upTo ||
      m.name.includes('observation_versions') ||
      m.name.includes('inspections_back_after_delete') ||
      m.name.includes('site_length_unit'),
  );
  await migrate(database.db, migrations);
  await seed(database.db, 'test', 'whenEmpty');
  return {
    db: database.db,
    async close() {
      await database.close();
      await dispose();
    },
  };
}

/** Inserts, updates (one changed row among unchanged ones), a replay, a deleted observation, a deleted inspection. */
async function saves(db: Database['db'], made: ReturnType<typeof inspectionRequest>) {
  const save = (body: unknown) => saveInspections(db, v.parse(SaveInspectionsRequestSchema, body), jordan);
  await save(made.request);
  const edited = {
    ...made.request,
    inspections: [
      {
        ...made.inspection,
        name: 'Renamed machine',
        categoriesTypes: [
          { ...made.categoryType, observations: [made.lockedOn, { ...made.hours, value: '41300' }] },
        ],
      },
    ],
  };
  await save(edited);
  await save(edited);
  await save({
    ...made.request,
    inspections: [
      {
        ...edited.inspections[0],
        categoriesTypes: [
          {
            ...made.categoryType,
            observations: [
              { ...made.lockedOn, deleted: true },
              { ...made.hours, value: '41300' },
            ],
          },
        ],
      },
    ],
  });
  await save({ syncDetails: { lastSyncDate: null }, inspections: [], deletedInspections: [made.externalId] });
}

async function auditOf(db: Database['db']): Promise<AuditRow[]> {
  const result = await sql<AuditRow>`
    SELECT actor_sub AS "actorSub", actor_name AS "actorName", table_name AS "tableName", action,
      row_external_id::text AS "rowExternalId",
      -- Read through JSON: a database migrated up to 0007 has no such column.
      (SELECT array_agg(x.id ORDER BY x.n) FROM jsonb_array_elements_text(nullif(to_jsonb(a) -> 'row_external_ids', 'null'))
        WITH ORDINALITY AS x(id, n)) AS "rowExternalIds",
      inspection_external_id::text AS "inspectionExternalId", previous::text AS previous, current::text AS current
    FROM inspection_audit a ORDER BY table_name, action, row_external_id, previous::text, current::text`.execute(
    db,
  );
  return result.rows;
}

describe.each(BACKENDS)('the audit trail written per statement on $name', (backend) => {
  let perRow: AuditRow[];
  let perStatement: AuditRow[];
  let inspectionId: string;
  let observationIds: string[];
  let subjects: (string | undefined)[];
  beforeAll(async () => {
    const before = await openFresh(backend, 7);
    const after = await openFresh(backend, undefined);
    try {
      const made = inspectionRequest(await fleetFacts(before.db));
      inspectionId = made.externalId;
      observationIds = made.categoryType.observations.map((o) => o.externalId);
      await saves(before.db, made);
      await saves(after.db, made);
      perRow = await auditOf(before.db);
      perStatement = await auditOf(after.db);
      // A row of the trail names one row or an insert's rows: never both, never neither.
      const refusedBy = async (subject: string) =>
        sql`INSERT INTO inspection_audit (table_name, action, row_external_id, row_external_ids)
          SELECT 'observations', 'insert', ${sql.raw(subject)}`
          .execute(after.db)
          .then(
            () => 'stored',
            (error: { constraint?: string }) => error.constraint,
          );
      const id = made.hours.externalId;
      subjects = [await refusedBy(`'${id}'::uuid, ARRAY['${id}'::uuid]`), await refusedBy('NULL, NULL')];
    } finally {
      await before.close();
      await after.close();
    }
  }, 120_000);
  const changes = (rows: AuditRow[]) => rows.filter((row) => row.action !== 'insert');
  const inserts = (rows: AuditRow[]) => rows.filter((row) => row.action === 'insert');

  it('keeps the same update and delete rows, with the same values, as the trigger per row did', () => {
    expect(changes(perStatement)).toEqual(changes(perRow));
    expect(changes(perStatement).length).toBeGreaterThan(0);
  });

  it('records an insert statement once per inspection, naming the rows it inserted', () => {
    const byTable = (table: string) =>
      inserts(perRow)
        .filter((row) => row.tableName === table)
        .map((row) => row.rowExternalId);
    // Both observations went in with the first save.
    expect(observationIds).toHaveLength(2);
    expect([...observationIds].sort()).toEqual(byTable('observations'));
    const sorted = inserts(perStatement).map((row) => ({
      ...row,
      rowExternalIds: row.rowExternalIds?.sort(),
    }));
    expect(sorted).toEqual(
      ['inspection_category_types', 'inspections', 'observations'].map((tableName) => ({
        actorSub: 'jordan-sub',
        actorName: 'Jordan Reyes',
        tableName,
        action: 'insert',
        rowExternalId: null,
        rowExternalIds: byTable(tableName),
        inspectionExternalId: inspectionId,
        previous: null,
        current: null,
      })),
    );
  });

  it("refuses a row of the trail that names both one row and an insert's rows, or neither", () => {
    expect(subjects).toEqual(['inspection_audit_one_subject', 'inspection_audit_one_subject']);
  });

  it('still tells what each inserted row was, by its first update or its deletion', () => {
    for (const inserted of inserts(perRow)) {
      // A deleted row is never updated after, so its first update, if any, came before its deletion.
      const of = (action: string) =>
        perStatement.find((row) => row.rowExternalId === inserted.rowExternalId && row.action === action);
      const later = of('update') ?? of('delete');
      expect(later?.previous, `${inserted.tableName} ${inserted.rowExternalId}`).toBe(inserted.current);
    }
  });

  it('records each kind of change, once per row changed', () => {
    const counts = (rows: AuditRow[]) =>
      rows.reduce<Record<string, number>>((all, row) => {
        const key = `${row.tableName} ${row.action}`;
        all[key] = (all[key] ?? 0) + 1;
        return all;
      }, {});
    // The replay and the rows a save sent unchanged leave nothing.
    expect(counts(perStatement)).toEqual({
      'inspection_category_types delete': 1,
      'inspection_category_types insert': 1,
      'inspections delete': 1,
      'inspections insert': 1,
      'inspections update': 1,
      'observations delete': 2,
      'observations insert': 1,
      'observations update': 1,
    });
    for (const row of perStatement) {
      expect(row.actorSub).toBe('jordan-sub');
      expect(row.actorName).toBe('Jordan Reyes');
    }
    const renamed = perStatement.find((row) => row.tableName === 'inspections' && row.action === 'update');
    expect(JSON.parse(renamed?.previous ?? '{}')).toMatchObject({ external_id: inspectionId });
    expect(JSON.parse(renamed?.current ?? '{}')).toMatchObject({ name: 'Renamed machine' });
    expect(renamed?.current).not.toContain('changed_at');
    // The observation deleted alone names its inspection; the one deleted with its inspection cannot (0003).
    const owners = perStatement
      .filter((row) => row.tableName === 'observations' && row.action === 'delete')
      .map((row) => row.inspectionExternalId)
      .sort();
    expect(owners).toEqual([inspectionId, null].sort());
  });
});
