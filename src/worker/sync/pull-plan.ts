// How a sync answer is cut for applying: each list into pieces of PIECE_ROWS rows (one statement each), pieces
// gathered into transactions of at most a chunk's rows, deletions after every upsert.
import type { SyncDeleted, SyncItems, SyncResponse } from '../../api/sync-items.ts';
import { SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { JsonText } from './json-statements.ts';

/**
 * Rows parsed, validated and bound per statement: the stream's batches (a transaction holds several). Small enough
 * that a batch's text (~80 KB at the large fleet's ~330 bytes a row) stays under V8's large-object size (128 KB): it
 * then dies young instead of piling up in the old generation until a full collection. The worker's peak heap over a
 * large first sync: 47-49 MB with 2000 rows, 38-40 MB with 250, in the same time (a replayed sync answer).
 */
export const PIECE_ROWS = 250;

export interface Chunk {
  readonly list: SyncListName;
  /** upsert rows or delete keys. */
  readonly kind: 'upsert' | 'delete';
  /** The rows or keys as a JSON array, as received (already validated): text, or its UTF-8 from the sync reader. */
  readonly json: JsonText;
  readonly rows: number;
}

/**
 * The transactions a response is applied in, as PullApplier commits them: each list cut into pieces, pieces gathered
 * into transactions of at most chunkRows rows, deletions last. Always at least one transaction, so the cursor moves
 * even when nothing changed. (The benchmark's native reference replays this plan.)
 */
export function planTransactions(
  response: SyncResponse,
  chunkRows: number,
  pieceRows = PIECE_ROWS,
): Chunk[][] {
  return groupChunks(
    planChunks(response.syncItems, response.deleted, Math.min(chunkRows, pieceRows)),
    chunkRows,
  );
}

export function planChunks(items: SyncItems, deletedLists: SyncDeleted | undefined, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (const list of SYNC_LIST_NAMES) {
    const rows: readonly unknown[] = items[list];
    for (let i = 0; i < rows.length; i += size) {
      const piece = rows.slice(i, i + size);
      chunks.push({ list, kind: 'upsert', json: JSON.stringify(piece), rows: piece.length });
    }
  }
  for (const list of SYNC_LIST_NAMES) {
    const keys: readonly unknown[] = deletedLists?.[list] ?? [];
    for (let i = 0; i < keys.length; i += size) {
      const piece = keys.slice(i, i + size);
      chunks.push({ list, kind: 'delete', json: JSON.stringify(piece), rows: piece.length });
    }
  }
  return chunks;
}

export function groupChunks(chunks: readonly Chunk[], size: number): Chunk[][] {
  const batches: Chunk[][] = [[]];
  let rows = 0;
  for (const chunk of chunks) {
    const current = batches.at(-1) ?? [];
    if (current.length > 0 && rows + chunk.rows > size) {
      batches.push([chunk]);
      rows = chunk.rows;
    } else {
      current.push(chunk);
      rows += chunk.rows;
    }
  }
  return batches;
}
