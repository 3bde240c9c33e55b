import { CompiledQuery } from 'kysely';
import { SYNC_LIST_KEYS, SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { Db } from '../db/connect.ts';
import { readCursor } from './cursor.ts';
import { PREPARED } from '../db/prepared-statements.ts';
import { LIST_SOURCES, LIST_TABLES, countQuery, deletedPageQuery, listPageQuery } from './lists.ts';
import type { DataVersion } from './data-version.ts';
import { readSyncHead, type FullSyncHead, type HeadOptions, type SharedSyncHeads } from './sync-heads.ts';

// One answer of GET /inspection/sync, streamed (docs/decisions/0011-streamed-sync.md): the spec's JSON written as it
// is read, a page of rows at a time, each page's JSON built by the database. Only the page being sent is ever in
// memory, whatever the fleet's size, and the next page is read only when the client has taken the previous ones.
//
// Every statement comes after the cursor was read (cursor.ts, docs/decisions/0004-server-cursor.md): each one sees every
// row stamped before the cursor, so none is missed; a row changed while the answer streams may come in either state,
// and comes again with the next pull. One statement plans the answer (planQuery): a list with no row to send, or no key
// deleted, is written without reading it, since what a later statement could add to it is stamped after the cursor
// and comes with the next pull. A pull with nothing new is two statements, and one with changes reads what it sends
// (docs/decisions/0028-cheap-delta-syncs.md).

/** What a pull asks; a delta pull without shared `heads` reads its own head with the HeadOptions given here. */
export interface SyncOptions extends HeadOptions {
  /** The device's LastSyncDate; undefined for a full sync. */
  readonly since?: Date | undefined;
  /** How far before LastSyncDate to look again, against clock steps. */
  readonly overlapMs: number;
  /** The process's shared heads of delta pulls (sync-heads.ts), read with their own HeadOptions. */
  readonly heads?: SharedSyncHeads | undefined;
  /** The process's shared heads of full syncs, with their data version; without them a full sync reads its cursor. */
  readonly fullHeads?: SharedSyncHeads<FullSyncHead> | undefined;
  /** Rows per page (and per database round trip). */
  readonly pageRows?: number;
  /** Bytes of JSON per piece of a page (lists.ts, PAGE_PIECE_BYTES). */
  readonly pieceBytes?: number;
}

/** How an answer is read: rows per page, and bytes per piece of a page. */
interface Paging {
  readonly pageRows: number;
  readonly pieceBytes: number | undefined;
}

export interface SyncStream {
  readonly serverTimeUtc: string;
  readonly isFullSync: boolean;
  /** Rows in syncItems, counted before streaming (rows changed meanwhile may make the real number differ). */
  readonly totalRows: number;
  /** The answer's JSON, produced as it is read. */
  readonly body: ReadableStream<Uint8Array>;
}

/** Rows per page: ~1 MB of JSON for the widest lists, few enough round trips that the database stays busy. */
export const SYNC_PAGE_ROWS = 5000;

/** The pieces of JSON between pages are gathered up to this many characters before they are sent. */
const CHUNK_CHARS = 16 * 1024;

/** One piece of a page, as the page queries answer them (lists.ts, inPieces). */
interface Piece {
  n: number;
  last: number | string | null;
  body: string | null;
}

interface Page {
  n: number;
  last: number | string | null;
  bodies: string[];
}

async function page(db: Db, text: string, parameters: unknown[]): Promise<Page> {
  const { rows } = await db.executeQuery<Piece>(CompiledQuery.raw(text, parameters));
  const bodies = rows.flatMap((piece) => (piece.n > 0 && piece.body !== null ? [piece.body] : []));
  return { n: rows.reduce((sum, piece) => sum + piece.n, 0), last: rows.at(-1)?.last ?? null, bodies };
}

/** The JSON of one list's array, a page at a time; `read` answers one page after the given key. */
async function* listArray(read: (after: number | string | undefined) => Promise<Page>, pageRows: number) {
  let after: number | string | undefined;
  let first = true;
  for (;;) {
    const { n, last, bodies } = await read(after);
    for (const body of bodies) {
      yield first ? body : `,${body}`;
      first = false;
    }
    if (n < pageRows || last === null) return;
    after = last;
  }
}

async function* syncPieces(db: Db, plan: SyncPlan, paging: Paging): AsyncGenerator<string> {
  const { pageRows, pieceBytes } = paging;
  yield (
    `{"serverTimeUtc":${JSON.stringify(plan.serverTimeUtc)},"isFullSync":${plan.isFullSync},` +
    `"totalRows":${plan.totalRows},"syncItems":{`
  );
  const fromIso = plan.from?.toISOString();
  for (const [index, list] of SYNC_LIST_NAMES.entries()) {
    yield `${index === 0 ? '' : ','}${JSON.stringify(list)}:[`;
    const source = LIST_SOURCES[list];
    if (plan.lists.has(list))
      yield* listArray((after) => {
        const text = listPageQuery(source, {
          incremental: fromIso !== undefined,
          after: after !== undefined,
          pieceBytes,
        });
        const parameters = [pageRows, ...(after === undefined ? [] : [after]), ...(fromIso ? [fromIso] : [])];
        return page(db, text, parameters);
      }, pageRows);
    yield ']';
  }
  yield '},"deleted":{';
  if (fromIso !== undefined) yield* deletedLists(db, fromIso, plan.deletedLists, paging);
  yield '}}';
}

/** `"list":[keys…]` for every list with keys deleted since `from`, comma-separated. */
async function* deletedLists(
  db: Db,
  fromIso: string,
  lists: ReadonlySet<SyncListName>,
  { pageRows, pieceBytes }: Paging,
): AsyncGenerator<string> {
  let first = true;
  for (const list of SYNC_LIST_NAMES) {
    if (!lists.has(list)) continue;
    const read = (after: number | string | undefined) =>
      page(db, deletedPageQuery(LIST_SOURCES[list], SYNC_LIST_KEYS[list], after !== undefined, pieceBytes), [
        pageRows,
        fromIso,
        list satisfies SyncListName,
        ...(after === undefined ? [] : [after]),
      ]);
    let opened = false;
    for await (const piece of listArray(read, pageRows)) {
      if (!opened) yield `${first ? '' : ','}${JSON.stringify(list)}:[`;
      opened = true;
      first = false;
      yield piece;
    }
    if (opened) yield ']';
  }
}

export interface SyncPlan {
  readonly serverTimeUtc: string;
  readonly isFullSync: boolean;
  /** Rows in syncItems, counted before streaming (rows changed meanwhile may make the real number differ). */
  readonly totalRows: number;
  /** Rows changed at or after this are sent, and the keys deleted since; undefined: every row, no keys. */
  readonly from: Date | undefined;
  /** The lists with rows to send (the others are written empty without a read). */
  readonly lists: ReadonlySet<SyncListName>;
  /** The lists with keys deleted since `from`. */
  readonly deletedLists: ReadonlySet<SyncListName>;
}

interface Counted {
  counts: (number | string)[];
  deleted?: string[];
}

interface Planned {
  readonly totalRows: number;
  readonly lists: ReadonlySet<SyncListName>;
  readonly deletedLists: ReadonlySet<SyncListName>;
}

/** Counts the rows of `tables` (changed at or after `from`), and the lists with deletions when asked. */
async function count(
  db: Db,
  tables: readonly string[],
  from: Date | undefined,
  deletions: boolean,
): Promise<Planned> {
  if (tables.length === 0 && !deletions) return { totalRows: 0, lists: new Set(), deletedLists: new Set() };
  const text = countQuery(tables, { incremental: from !== undefined, deletions });
  const result = await db.executeQuery<Counted>(
    CompiledQuery.raw(
      from === undefined ? PREPARED + text : text,
      from === undefined ? [] : [from.toISOString()],
    ),
  );
  const row = result.rows[0] as Counted;
  const counted = new Map(tables.map((table, i) => [table, Number(row.counts[i] ?? 0)]));
  const deleted = new Set(row.deleted ?? []);
  return {
    totalRows: [...counted.values()].reduce((sum, n) => sum + n, 0),
    lists: new Set(SYNC_LIST_NAMES.filter((list) => (counted.get(LIST_SOURCES[list].table) ?? 0) > 0)),
    deletedLists: new Set(SYNC_LIST_NAMES.filter((list) => deleted.has(list))),
  };
}

/** A full sync whose cursor is read; its rows are counted (countFullSync) only once it is answered live. */
export interface FullSyncStart {
  readonly isFullSync: true;
  readonly serverTimeUtc: string;
  /** The data's version read after the cursor, when it came with a shared full-sync head. */
  readonly version?: DataVersion | undefined;
}

/** A delta's plan is whole at once; a full sync's is a start until its rows are counted. */
export const isPlanned = (start: SyncPlan | FullSyncStart): start is SyncPlan => 'totalRows' in start;

/** Counts every list's rows for a full answer read live (the cursor was read by startSync). */
export async function countFullSync(db: Db, start: FullSyncStart): Promise<SyncPlan> {
  return {
    serverTimeUtc: start.serverTimeUtc,
    isFullSync: true,
    from: undefined,
    ...(await count(db.withoutPlugins(), LIST_TABLES, undefined, false)),
  };
}

/**
 * Reads the cursor, then decides between a full and an incremental answer. A delta reads its head (the cursor, then
 * when each table last changed, planned once per connection; shared with the pulls that arrive with it:
 * sync-heads.ts) and counts only the tables changed since, so a pull with nothing new is two statements of index
 * lookups, or a share of them. A full sync stops at its cursor (and its data version, with shared full heads): one
 * served from a snapshot counts nothing.
 */
export async function startSync(db: Db, options: SyncOptions): Promise<SyncPlan | FullSyncStart> {
  const since = options.since;
  if (since === undefined) {
    if (options.fullHeads !== undefined) return { isFullSync: true, ...(await options.fullHeads.read()) };
    options.beforeCursor?.();
    return { isFullSync: true, serverTimeUtc: await readCursor(db, { barrier: options.barrier ?? true }) };
  }
  const { serverTimeUtc, changes } = await (options.heads?.read() ?? readSyncHead(db, options));
  const full: FullSyncStart = { isFullSync: true, serverTimeUtc };
  if (since.getTime() > Date.parse(serverTimeUtc)) return full;
  // Data reset after the device's LastSyncDate (a reseed): it gets everything again.
  if (BigInt(changes.reset) > BigInt(since.getTime()) * 1000n) return full;
  const from = new Date(since.getTime() - options.overlapMs);
  const fromMicros = BigInt(from.getTime()) * 1000n;
  const changedSince = (micros: string | null) => micros !== null && BigInt(micros) >= fromMicros;
  const tables = LIST_TABLES.filter((_, i) => changedSince(changes.changed[i] ?? null));
  return {
    serverTimeUtc,
    isFullSync: false,
    from,
    ...(await count(db.withoutPlugins(), tables, from, changedSince(changes.deleted))),
  };
}

/** startSync, with a full sync's rows counted. */
export async function planSync(db: Db, options: SyncOptions): Promise<SyncPlan> {
  const start = await startSync(db, options);
  return isPlanned(start) ? start : countFullSync(db, start);
}

/**
 * The planned answer's body, as a stream that reads the database only as fast as it is consumed. A database error
 * mid-way errors the stream (the client sees a cut-off answer and pulls again from its unchanged cursor).
 */
export function streamSync(
  db: Db,
  plan: SyncPlan,
  options: {
    pageRows?: number | undefined;
    pieceBytes?: number | undefined;
    onError?: ((error: unknown) => void) | undefined;
  } = {},
): ReadableStream<Uint8Array> {
  const pieces = syncPieces(db.withoutPlugins(), plan, {
    pageRows: options.pageRows ?? SYNC_PAGE_ROWS,
    pieceBytes: options.pieceBytes,
  });
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // The small pieces around the pages go out together: each chunk costs a write and a compression step.
          let text = '';
          for (;;) {
            const next = await pieces.next();
            if (!next.done) text += next.value;
            if (next.done || text.length >= CHUNK_CHARS) {
              if (text.length > 0) controller.enqueue(encoder.encode(text));
              if (next.done) controller.close();
              return;
            }
          }
        } catch (error) {
          options.onError?.(error);
          controller.error(error);
        }
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    // Read one page ahead while the previous one is being sent.
    { highWaterMark: 2 },
  );
}

/** planSync and streamSync in one. */
export async function openSyncStream(
  db: Db,
  options: SyncOptions,
  onError?: (error: unknown) => void,
): Promise<SyncStream> {
  const plan = await planSync(db, options);
  const body = streamSync(db, plan, { pageRows: options.pageRows, pieceBytes: options.pieceBytes, onError });
  return { serverTimeUtc: plan.serverTimeUtc, isFullSync: plan.isFullSync, totalRows: plan.totalRows, body };
}
