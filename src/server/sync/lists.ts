import { syncRowSchema } from '../../api/sync-items.ts';
import { SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import { isUtcTimestamp, type FieldSchema } from '../../api/wire.ts';
import { LIST_READS, type ListReads } from './list-reads.ts';

// Where each list of GET /inspection/sync comes from: its table (alias t), the joins that bring the spec's
// denormalised names, and the SQL expression of every field of the wire row (src/api/sync-*.ts), in the schema's
// order, derived from that row (decision 0057): a new field of the row is read from its column with no line here.

export interface ListSource {
  readonly table: string;
  readonly joins?: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** A timestamptz as the wire's UTC timestamp (millisecond precision, rounded down). */
export const isoUtc = (expr: string): string =>
  `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A wire field's column on the server: the CamelCasePlugin's snake_case spelling. */
export const snakeCase = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The expression of a stored field: its column, a timestamp in the wire's spelling. */
function columnRead(field: string, schema: FieldSchema): string {
  const column = `t."${snakeCase(field)}"`;
  return isUtcTimestamp(schema) ? isoUtc(column) : column;
}

// Each list from its declaration: the table named as the list, every field of the wire row its column, but what
// LIST_READS says is read otherwise (a name joined from another table, or an expression).
function sourceOf(list: SyncListName): ListSource {
  const reads: ListReads = READS[list] ?? {};
  const fields = Object.fromEntries(
    Object.entries(syncRowSchema(list).entries as Record<string, FieldSchema>).map(([field, schema]) => [
      field,
      reads.joined?.[field] ?? reads.read?.[field] ?? columnRead(field, schema),
    ]),
  );
  return { table: snakeCase(list), ...(reads.joins ? { joins: reads.joins } : {}), fields };
}

const READS: { readonly [L in SyncListName]?: ListReads } = LIST_READS;

/** The fields of a list's wire row that are columns of its table on the server (not names joined from another). */
export function storedFields(list: SyncListName): string[] {
  const joined: Readonly<Record<string, string>> = READS[list]?.joined ?? {};
  return Object.keys(syncRowSchema(list).entries).filter((field) => !(field in joined));
}

export const LIST_SOURCES: Readonly<Record<SyncListName, ListSource>> = Object.fromEntries(
  SYNC_LIST_NAMES.map((list) => [list, sourceOf(list)]),
) as Record<SyncListName, ListSource>;

/**
 * The most bytes of JSON in one row of a page's answer. A page (SYNC_PAGE_ROWS, ~1 MB for the widest lists) comes
 * back as several rows of at most about this much each: a string over V8's 128 KiB large-object bound is a fresh
 * mapping of memory that faults in page by page, and decoding one took 2.6 ms for 0.54 MB against 0.01 ms for
 * 0.1 MB on the bench's machine (decision 0011). Two-byte strings (any non-ASCII character) take twice the bytes.
 */
export const PAGE_PIECE_BYTES = 32 * 1024;

/**
 * The rows of `rows` (columns k, the key in order, and j, a row's JSON text) cut into pieces of about `pieceBytes`,
 * one answer row per piece in key order: n (rows in it), last (its last key, the next page's start) and body (the
 * JSON texts, comma-separated). No row at all answers no piece.
 */
function inPieces(rows: string, last: string, pieceBytes: number): string {
  // Written into the statement's text (its plan does not depend on it): a whole number, never a value from outside.
  if (!Number.isSafeInteger(pieceBytes) || pieceBytes < 1) throw new Error(`pieceBytes: ${pieceBytes}`);
  return (
    `SELECT count(*)::int AS n, ${last} AS last, string_agg(q.j, ',' ORDER BY q.k) AS body ` +
    `FROM (SELECT p.k, p.j, (sum(octet_length(p.j)) OVER (ORDER BY p.k ROWS UNBOUNDED PRECEDING) - 1) / ${pieceBytes} ` +
    `AS piece FROM (${rows}) p) q GROUP BY q.piece ORDER BY q.piece`
  );
}

/**
 * One page of a list as JSON text built by the database (no row object is ever made in JavaScript): the rows with an
 * id after $2 (absent on the first page), changed at or after the last parameter when incremental, at most $1 of them
 * in id order, in pieces (inPieces).
 */
export function listPageQuery(
  source: ListSource,
  options: { incremental: boolean; after: boolean; pieceBytes?: number },
): string {
  const columns = Object.entries(source.fields)
    .map(([field, expr]) => `${expr} AS "${field}"`)
    .join(', ');
  const where = [
    ...(options.after ? ['t.id > $2'] : []),
    ...(options.incremental ? [`t.changed_at >= $${options.after ? 3 : 2}`] : []),
  ];
  // row_to_json writes compact JSON with the columns in order (json_build_object adds spaces).
  const rows =
    `SELECT t.id AS k, row_to_json(r)::text AS j FROM ${source.table} t ${source.joins ?? ''} ` +
    `CROSS JOIN LATERAL (SELECT ${columns}) r` +
    `${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY t.id LIMIT $1`;
  return inPieces(rows, 'max(q.k)', options.pieceBytes ?? PAGE_PIECE_BYTES);
}

/** The tables of the lists, each once, in the order of the answers of changesQuery and countQuery. */
export const LIST_TABLES: readonly string[] = [
  ...new Set(Object.values(LIST_SOURCES).map((source) => source.table)),
];

const micros = (expr: string) => `(extract(epoch FROM ${expr}) * 1000000)::bigint::text`;

/**
 * When each table last changed (its greatest changed_at, one lookup at the end of its index), the newest deletion
 * record and the last reset, in microseconds since the epoch (null: never). It takes no parameter, so it is planned
 * once per connection (PREPARED).
 */
export const CHANGES_QUERY =
  `SELECT json_build_array(${LIST_TABLES.map((table) => micros(`(SELECT max(changed_at) FROM ${table})`)).join(', ')}) AS changed, ` +
  `${micros('(SELECT max(changed_at) FROM sync_tombstones)')} AS deleted, ` +
  `${micros('(SELECT full_sync_before FROM sync_state WHERE id = 1)')} AS reset`;

/**
 * The rows each of `tables` sends: all of them, or those changed at or after $1; incremental, also the lists with
 * keys deleted at or after $1 when `deletions`.
 */
export function countQuery(
  tables: readonly string[],
  options: { incremental: boolean; deletions: boolean },
): string {
  const where = options.incremental ? ' WHERE changed_at >= $1' : '';
  const counts = `json_build_array(${tables.map((table) => `(SELECT count(*) FROM ${table}${where})`).join(', ')}) AS counts`;
  const deleted = options.deletions
    ? `, (SELECT coalesce(json_agg(DISTINCT list), '[]') FROM sync_tombstones WHERE changed_at >= $1) AS deleted`
    : '';
  return `SELECT ${counts}${deleted}`;
}

/**
 * One page of the keys of a list's rows deleted at or after $2 (tombstones), in key order after $4 (absent on the
 * first page), at most $1; a key whose row exists again (made anew since) is sent as that row instead.
 */
export function deletedPageQuery(
  source: ListSource,
  key: 'id' | 'externalId',
  after: boolean,
  pieceBytes = PAGE_PIECE_BYTES,
): string {
  const column = key === 'id' ? 's.row_id' : 's.row_external_id';
  const rowKey = key === 'id' ? 't.id' : 't.external_id';
  const rows =
    `SELECT d.k, to_json(d.k)::text AS j FROM (SELECT DISTINCT ${column} AS k FROM sync_tombstones s ` +
    `WHERE s.list = $3 AND s.changed_at >= $2 AND ${column} IS NOT NULL${after ? ` AND ${column} > $4` : ''} ` +
    `AND NOT EXISTS (SELECT 1 FROM ${source.table} t WHERE ${rowKey} = ${column}) ORDER BY 1 LIMIT $1) d`;
  // uuid has no max(): the greatest key is the first of them in descending order.
  return inPieces(rows, '(array_agg(q.k ORDER BY q.k DESC))[1]::text', pieceBytes);
}
