import { SYNC_LIST_KEYS, SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import { SyncItemsSchema } from '../../api/sync-items.ts';

// Pulled rows must never overwrite a row whose local changes still wait in the outbox. Equipment parts travel with
// their (new) equipment, so they are guarded by their equipment's entry.
const OUTBOX_GUARD: Partial<Record<SyncListName, { entityType: string; column: string }>> = {
  inspections: { entityType: 'inspection', column: 'externalId' },
  inspectionCategoryTypes: { entityType: 'inspectionCategoryType', column: 'externalId' },
  observations: { entityType: 'observation', column: 'externalId' },
  equipments: { entityType: 'equipment', column: 'externalId' },
  equipmentParts: { entityType: 'equipment', column: 'externalEquipmentId' },
};

// Device-only flags: a row that came from the server is, by definition, synced.
const SYNCED_FLAG: Partial<Record<SyncListName, true>> = {
  inspections: true,
  inspectionCategoryTypes: true,
  observations: true,
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

// A full sync to a device that had synced before (the server's data was reset, or its deletion records expired)
// leaves out the rows that no longer exist: each list is swept of the keys it did not send. The inspector's own
// records (inspections, their category types, observations) are never swept: they leave the device only through the
// server's explicit deletions, so a reset server can never take a reading with it.
export const NEVER_SWEPT: ReadonlySet<SyncListName> = new Set([
  'inspections',
  'inspectionCategoryTypes',
  'observations',
]);

/**
 * The keys a full sync sent, per list, noted as its rows are applied (a streamed pull never holds them all in
 * memory): a temporary table, in memory, for the sweep at the end.
 */
export const PULLED_KEYS = 'pulledKeys';
export const PULLED_KEYS_TABLE = `CREATE TEMP TABLE IF NOT EXISTS ${PULLED_KEYS} (list TEXT NOT NULL, key NOT NULL, PRIMARY KEY (list, key)) WITHOUT ROWID`;

export interface ListStatements {
  readonly list: SyncListName;
  /** Upserts every row of a JSON array bound as the one parameter. */
  readonly upsert: string;
  /**
   * The same, leaving a stored row that already holds every pulled value unwritten: SQLite then counts only the rows
   * that changed (decision 0089).
   */
  readonly upsertChanged: string;
  /** Deletes every key of a JSON array bound as the one parameter. */
  readonly delete: string;
  /** Notes the key of every row of a JSON array bound as the one parameter, for the sweep. */
  readonly track: string;
  /** Deletes every row whose key this pull did not note (unused for NEVER_SWEPT). */
  readonly sweep: string;
}

/**
 * Per list, an upsert that reads its rows from one bound JSON array rather than binding every value from JavaScript:
 * binding dominates the cost of bulk inserts in WASM (docs/architecture.md), and one string per chunk is cheap. The array
 * is walked with jsonb_each, whose elements are JSONB: each `->>` then looks the field up in the parsed element,
 * where json_each hands every element out as text that each `->>` parses again (the large fleet's statements in
 * WASM: 17.7-22.9 s against 39.8-51.8 s, every table's contents identical).
 */
function statementsFor(list: SyncListName): ListStatements {
  const columns = Object.keys(SyncItemsSchema.entries[list].item.entries);
  const key = SYNC_LIST_KEYS[list];
  const guard = OUTBOX_GUARD[list];
  const synced = SYNCED_FLAG[list] === true;
  const insertColumns = [...columns, ...(synced ? ['isSynced'] : [])].map(quote).join(', ');
  const values = [...columns.map((c) => `value ->> ${literal(c)}`), ...(synced ? ['1'] : [])].join(', ');
  const updated = [...columns.filter((c) => c !== key), ...(synced ? ['isSynced'] : [])].map(quote);
  const updates = updated.map((c) => `${c} = excluded.${c}`).join(', ');
  const pending = guard
    ? `NOT EXISTS (SELECT 1 FROM outbox WHERE entityType = ${literal(guard.entityType)} AND entityExternalId = %s)`
    : undefined;
  const insert =
    `INSERT INTO ${quote(list)} (${insertColumns}) SELECT ${values} FROM jsonb_each(?) WHERE true ` +
    `ON CONFLICT (${quote(key)}) DO UPDATE SET ${updates}`;
  const notPending = pending && guard ? pending.replace('%s', `excluded.${quote(guard.column)}`) : undefined;
  const upsert = insert + (notPending ? ` WHERE ${notPending}` : '');
  const differs = `(${updated.join(', ')}) IS NOT (${updated.map((c) => `excluded.${c}`).join(', ')})`;
  const upsertChanged = `${insert} WHERE ${notPending ? `${notPending} AND ` : ''}${differs}`;
  const unlessPending = pending && guard ? ` AND ${pending.replace('%s', quote(guard.column))}` : '';
  const del = `DELETE FROM ${quote(list)} WHERE ${quote(key)} IN (SELECT value FROM json_each(?))${unlessPending}`;
  const track = `INSERT OR IGNORE INTO temp.${PULLED_KEYS} (list, key) SELECT ${literal(list)}, value ->> ${literal(key)} FROM jsonb_each(?)`;
  const sweep =
    `DELETE FROM ${quote(list)} WHERE ${quote(key)} NOT IN ` +
    `(SELECT key FROM temp.${PULLED_KEYS} WHERE list = ${literal(list)})${unlessPending}`;
  return { list, upsert, upsertChanged, delete: del, track, sweep };
}

/** The statements of every list, built once from the shared valibot schemas. */
export const PULL_STATEMENTS: ReadonlyMap<SyncListName, ListStatements> = new Map(
  SYNC_LIST_NAMES.map((list) => [list, statementsFor(list)]),
);
