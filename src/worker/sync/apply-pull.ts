import type { SyncDeleted, SyncItems, SyncResponse } from '../../api/sync-items.ts';
import { SYNC_LIST_KEYS, SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { SerialDb } from '../../db/serial-db.ts';
import type { Oo1Db } from '../../db/sqlite-types.ts';
import { NEVER_SWEPT, PULL_STATEMENTS } from './pull-statements.ts';

export interface ApplyOptions {
  /** Rows per transaction: small enough that the UI's reads get the connection between chunks. */
  readonly chunkRows?: number;
  /** Called after each committed chunk with the fraction of rows applied so far. */
  readonly onProgress?: (applied: number, total: number) => void;
  /**
   * A full sync to a device that had synced before: also remove the rows the server no longer lists (NEVER_SWEPT
   * lists and rows with local changes excepted). Not needed on a first sync into an empty database.
   */
  readonly sweep?: boolean;
}

export interface ApplyResult {
  /** Rows received (upserted or skipped because of local changes). */
  readonly rows: number;
  /** Rows actually deleted. */
  readonly deleted: number;
  readonly chunks: number;
}

/**
 * Page cache during a large pull, in KiB (the default is 2 MiB), and rows per transaction. Measured on OPFS: random
 * inserts into many indexes rewrite most index pages at every commit, so 150k rows cost ~18 s in 25k-row
 * transactions with the default cache and ~4 s in one transaction with a large one. Chunks of 40k rows with a 128 MiB
 * cache keep most of that gain while the UI still gets the connection between chunks.
 */
export const BULK_CACHE_KB = 128 * 1024;
export const DEFAULT_CHUNK_ROWS = 40_000;

export interface Chunk {
  readonly list: SyncListName;
  /** upsert rows, delete keys, or sweep: delete every row whose key is not among the items. */
  readonly kind: 'upsert' | 'delete' | 'sweep';
  readonly items: readonly unknown[];
}

/**
 * Applies a validated sync response in chunked transactions, deletions last, and stores `serverTimeUtc` as the
 * cursor in the same transaction as the last chunk. An interruption leaves the old cursor, so the same pull is simply
 * repeated; every statement is an idempotent upsert or delete.
 */
export async function applySyncResponse(
  serial: SerialDb,
  response: SyncResponse,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS;
  const batches = planTransactions(response, chunkRows, options.sweep === true);
  const chunks = batches.flat();
  const total = chunks.reduce((sum, c) => sum + c.items.length, 0);
  let applied = 0;
  let deleted = 0;
  const apply = async () => {
    for (const [index, batch] of batches.entries()) {
      const last = index === batches.length - 1;
      await serial.transaction((db) => {
        for (const chunk of batch) {
          const changed = runChunk(db, chunk);
          if (chunk.kind !== 'upsert') deleted += changed;
        }
        if (last) storeCursor(db, response);
      });
      applied += batch.reduce((sum, c) => sum + c.items.length, 0);
      options.onProgress?.(applied, total);
    }
  };
  if (total > chunkRows) await withCacheSize(serial, BULK_CACHE_KB, apply);
  else await apply();
  const rows = chunks.filter((c) => c.kind === 'upsert').reduce((sum, c) => sum + c.items.length, 0);
  return { rows, deleted, chunks: batches.length };
}

// A big first sync inserts at random into many indexes: a larger page cache saves re-reading pages from OPFS.
async function withCacheSize(serial: SerialDb, kb: number, fn: () => Promise<void>): Promise<void> {
  const previous = Number(await serial.use((db) => db.selectValue('PRAGMA cache_size')));
  await serial.use((db) => db.exec(`PRAGMA cache_size = -${kb}`));
  try {
    await fn();
  } finally {
    if (!serial.closed) await serial.use((db) => db.exec(`PRAGMA cache_size = ${previous}`));
  }
}

/**
 * The transactions a response is applied in: each list cut into chunks, deletions last, and small lists sharing a
 * transaction of at most chunkRows rows (a commit on OPFS costs milliseconds). Always at least one transaction, so
 * the cursor moves even when nothing changed. A sweep is one statement per list with all its keys, after the rest.
 */
export function planTransactions(response: SyncResponse, chunkRows: number, sweep = false): Chunk[][] {
  const chunks = planChunks(response.syncItems, response.deleted, chunkRows);
  if (sweep) chunks.push(...planSweeps(response.syncItems));
  return groupChunks(chunks, chunkRows);
}

function planSweeps(items: SyncItems): Chunk[] {
  return SYNC_LIST_NAMES.filter((list) => !NEVER_SWEPT.has(list)).map((list) => {
    const key = SYNC_LIST_KEYS[list];
    const rows: readonly Record<string, unknown>[] = items[list];
    return { list, kind: 'sweep', items: rows.map((row) => row[key]) };
  });
}

function planChunks(items: SyncItems, deletedLists: SyncDeleted | undefined, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (const list of SYNC_LIST_NAMES) {
    const rows: readonly unknown[] = items[list];
    for (let i = 0; i < rows.length; i += size)
      chunks.push({ list, kind: 'upsert', items: rows.slice(i, i + size) });
  }
  for (const list of SYNC_LIST_NAMES) {
    const keys: readonly unknown[] = deletedLists?.[list] ?? [];
    for (let i = 0; i < keys.length; i += size)
      chunks.push({ list, kind: 'delete', items: keys.slice(i, i + size) });
  }
  return chunks;
}

function groupChunks(chunks: readonly Chunk[], size: number): Chunk[][] {
  const batches: Chunk[][] = [[]];
  let rows = 0;
  for (const chunk of chunks) {
    const current = batches.at(-1) ?? [];
    if (current.length > 0 && rows + chunk.items.length > size) {
      batches.push([chunk]);
      rows = chunk.items.length;
    } else {
      current.push(chunk);
      rows += chunk.items.length;
    }
  }
  return batches;
}

export function chunkStatement(chunk: Chunk): string {
  const statements = PULL_STATEMENTS.get(chunk.list);
  if (!statements) throw new Error(`No statements for sync list ${chunk.list}`);
  return statements[chunk.kind];
}

function runChunk(db: Oo1Db, chunk: Chunk): number {
  db.exec({ sql: chunkStatement(chunk), bind: [JSON.stringify(chunk.items)] });
  return db.changes();
}

function storeCursor(db: Oo1Db, response: SyncResponse): void {
  const now = new Date().toISOString();
  db.exec({
    sql: `UPDATE syncState SET lastSyncDate = ?, lastPullAt = ?, lastError = NULL,
          lastFullSyncAt = CASE WHEN ? THEN ? ELSE lastFullSyncAt END WHERE id = 1`,
    bind: [response.serverTimeUtc, now, response.isFullSync ? 1 : 0, now],
  });
}
