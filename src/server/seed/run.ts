import { sql } from 'kysely';
import { bulkInsert, type TableData } from '../db/bulk.ts';
import type { Db } from '../db/connect.ts';
import { buildCatalogue } from './catalogue.ts';
import { buildFleet } from './fleet.ts';
import { buildHistory } from './history.ts';
import { referenceTables } from './reference.ts';
import { SCALES, type SeedScale } from './scales.ts';

// Seeds a fleet of the given scale in one transaction: the reference lists, the part catalogue, the fleet and its
// inspection history, all generated deterministically (the same scale always gives the same rows and ids), then
// moves the identity sequences past the seeded ids and marks the data as new so every device syncs in full.

/** A fixed day to date the history before, so a seed is the same whenever it runs (tests, `SEED_ANCHOR`). */
export const SEED_ANCHOR = new Date('2025-06-30T00:00:00.000Z');

/**
 * The start of today (UTC): the demo and benchmark fleets are dated up to the day they are seeded, so their last
 * inspections are recent and forecasts land ahead, as on a live fleet.
 */
export function todayAnchor(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const DATA_TABLES = [
  'observations',
  'inspection_category_types',
  'asset_inspections',
  'inspections',
  'photos',
  // The photos' bytes with PostgreSQL (migrations/server/0006); PGlite's are files, removed by the seed command.
  'photo_blobs',
  'equipment_parts',
  'equipments',
  'equipment_part_configurations',
  'equipment_configurations',
  'part_dimension_thresholds',
  'part_dimensions',
  'parts',
  'part_type_measurement_tools',
  'part_types',
  'assets',
  'asset_models',
  'mine_locations',
  'sites',
  'customers',
  'observable_item_action_types',
  'observable_items',
  'observable_action_types',
  'dimension_types',
  'units',
  'equipment_types',
  'equipment_categories',
  'asset_types',
  'asset_manufacturers',
  'part_manufacturers',
  'part_categories',
  'part_locations',
  'data_types',
  'observable_levels',
  'inspection_statuses',
  'inspection_categories',
  'inspection_types',
  'site_digging_conditions',
  'sync_tombstones',
];

const SEED_LOCK = sql`pg_advisory_xact_lock(1348, hashtext(current_schema()))`;

export interface SeedReport {
  scale: SeedScale['name'];
  /** Rows per table, in insert order. */
  counts: Record<string, number>;
  ms: number;
}

export function buildSeed(scale: SeedScale, anchor: Date = SEED_ANCHOR): TableData[] {
  const catalogue = buildCatalogue();
  const fleet = buildFleet(scale, catalogue, anchor);
  const history = buildHistory(scale, fleet.machines, catalogue, anchor);
  return [...referenceTables(), ...catalogue.tables, ...fleet.tables, ...history.tables];
}

async function resetSequences(db: Db): Promise<void> {
  await sql`DO $$
    DECLARE c record;
    BEGIN
      FOR c IN SELECT table_name FROM information_schema.columns
               WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES' LOOP
        EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, ''id''), GREATEST((SELECT max(id) FROM %I), 0) + 1, false)',
          c.table_name, c.table_name);
      END LOOP;
    END $$`.execute(db);
}

/**
 * Seeds the scale, its history dated before `anchor`. With `whenEmpty`, does nothing (and answers undefined) when the
 * database already holds data; with `replace`, first empties every data table (support messages are kept).
 */
export async function seed(
  db: Db,
  scaleName: SeedScale['name'],
  mode: 'whenEmpty' | 'replace',
  anchor: Date = SEED_ANCHOR,
): Promise<SeedReport | undefined> {
  const started = performance.now();
  const tables = buildSeed(SCALES[scaleName], anchor);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT ${SEED_LOCK}`.execute(trx);
    if (mode === 'whenEmpty') {
      const found = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM data_types) AS any`.execute(trx);
      if (found.rows[0]?.any) return undefined;
    } else {
      await sql`TRUNCATE ${sql.raw(DATA_TABLES.join(', '))} RESTART IDENTITY CASCADE`.execute(trx);
    }
    const counts: Record<string, number> = {};
    for (const table of tables) {
      await bulkInsert(trx, table);
      counts[table.table] = table.rows.length;
    }
    await resetSequences(trx);
    await sql`UPDATE sync_state SET full_sync_before = clock_timestamp() WHERE id = 1`.execute(trx);
    return { scale: scaleName, counts, ms: Math.round(performance.now() - started) };
  });
}
