import { CompiledQuery, sql } from 'kysely';
import { SYNC_LIST_KEYS, SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { Db } from '../db/connect.ts';
import { readCursor } from './cursor.ts';
import { LIST_SOURCES, deletedPageQuery, listPageQuery, rowCountQuery } from './lists.ts';

// One answer of GET /inspection/sync, streamed (docs/decisions/0011-streamed-sync.md): the spec's JSON written as it
// is read, a page of rows at a time, each page's JSON built by the database. Only the page being sent is ever in
// memory, whatever the fleet's size, and the next page is read only when the client has taken the previous ones.
//
// Every page is its own statement, after the cursor was read behind the lock barrier (cursor.ts,
// docs/decisions/0004-server-cursor.md): each one sees every row stamped before the cursor, so none is missed; a row
// changed while the answer streams may come in either state, and comes again with the next pull.

export interface SyncOptions {
  /** The device's LastSyncDate; undefined for a full sync. */
  readonly since?: Date | undefined;
  /** How far before LastSyncDate to look again, against clock steps. */
  readonly overlapMs: number;
  /** Only tests turn the barrier off, to show the cursor-safety test catches a missing one. */
  readonly barrier?: boolean;
  /** Called just before the cursor is read (tests use it to interleave a writer). */
  readonly beforeCursor?: (() => void) | undefined;
  /** Rows per page (and per database round trip). */
  readonly pageRows?: number;
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

interface Page {
  n: number;
  last: number | string | null;
  body: string | null;
}

async function page(db: Db, text: string, parameters: unknown[]): Promise<Page> {
  const result = await db.executeQuery<Page>(CompiledQuery.raw(text, parameters));
  return result.rows[0] ?? { n: 0, last: null, body: null };
}

/** The JSON of one list's array, a page at a time; `read` answers one page after the given key. */
async function* listArray(read: (after: number | string | undefined) => Promise<Page>, pageRows: number) {
  let after: number | string | undefined;
  let first = true;
  for (;;) {
    const { n, last, body } = await read(after);
    if (n > 0 && body !== null) {
      yield first ? body : `,${body}`;
      first = false;
    }
    if (n < pageRows || last === null) return;
    after = last;
  }
}

async function* syncPieces(
  db: Db,
  head: { serverTimeUtc: string; isFullSync: boolean; totalRows: number },
  from: Date | undefined,
  pageRows: number,
): AsyncGenerator<string> {
  yield (
    `{"serverTimeUtc":${JSON.stringify(head.serverTimeUtc)},"isFullSync":${head.isFullSync},` +
    `"totalRows":${head.totalRows},"syncItems":{`
  );
  const fromIso = from?.toISOString();
  for (const [index, list] of SYNC_LIST_NAMES.entries()) {
    yield `${index === 0 ? '' : ','}${JSON.stringify(list)}:[`;
    const source = LIST_SOURCES[list];
    yield* listArray((after) => {
      const text = listPageQuery(source, { incremental: fromIso !== undefined, after: after !== undefined });
      const parameters = [pageRows, ...(after === undefined ? [] : [after]), ...(fromIso ? [fromIso] : [])];
      return page(db, text, parameters);
    }, pageRows);
    yield ']';
  }
  yield '},"deleted":{';
  if (fromIso !== undefined) yield* deletedLists(db, fromIso, pageRows);
  yield '}}';
}

/** `"list":[keys…]` for every list with keys deleted since `from`, comma-separated. */
async function* deletedLists(db: Db, fromIso: string, pageRows: number): AsyncGenerator<string> {
  let first = true;
  for (const list of SYNC_LIST_NAMES) {
    const read = (after: number | string | undefined) =>
      page(db, deletedPageQuery(LIST_SOURCES[list], SYNC_LIST_KEYS[list], after !== undefined), [
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
}

/** Reads the cursor behind the barrier, then decides between a full and an incremental answer and counts its rows. */
export async function planSync(db: Db, options: SyncOptions): Promise<SyncPlan> {
  options.beforeCursor?.();
  const serverTimeUtc = await readCursor(db, { barrier: options.barrier ?? true });
  const raw = db.withoutPlugins();
  const state = await sql<{ reset: boolean | null }>`
    SELECT full_sync_before > ${options.since ?? null}::timestamptz AS reset FROM sync_state WHERE id = 1`.execute(
    raw,
  );
  const since = options.since;
  const isFullSync =
    since === undefined || state.rows[0]?.reset === true || since.getTime() > Date.parse(serverTimeUtc);
  const from = isFullSync ? undefined : new Date((since as Date).getTime() - options.overlapMs);
  const counted = await page(raw, rowCountQuery(from !== undefined), from ? [from.toISOString()] : []);
  return { serverTimeUtc, isFullSync, totalRows: counted.n, from };
}

/**
 * The planned answer's body, as a stream that reads the database only as fast as it is consumed. A database error
 * mid-way errors the stream (the client sees a cut-off answer and pulls again from its unchanged cursor).
 */
export function streamSync(
  db: Db,
  plan: SyncPlan,
  options: { pageRows?: number | undefined; onError?: ((error: unknown) => void) | undefined } = {},
): ReadableStream<Uint8Array> {
  const pieces = syncPieces(db.withoutPlugins(), plan, plan.from, options.pageRows ?? SYNC_PAGE_ROWS);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await pieces.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
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
  const body = streamSync(db, plan, { pageRows: options.pageRows, onError });
  return { serverTimeUtc: plan.serverTimeUtc, isFullSync: plan.isFullSync, totalRows: plan.totalRows, body };
}
