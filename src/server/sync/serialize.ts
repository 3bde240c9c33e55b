import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import type { SyncSnapshot } from './read.ts';

// The sync answer as JSON text in pieces, so a full sync of a large fleet is never one giant string.

const ROWS_PER_PIECE = 2000;

export function* syncJsonPieces(snapshot: SyncSnapshot): Generator<string> {
  yield `{"serverTimeUtc":${JSON.stringify(snapshot.serverTimeUtc)},"isFullSync":${snapshot.isFullSync},"syncItems":{`;
  let firstList = true;
  for (const list of SYNC_LIST_NAMES) {
    const rows = snapshot.syncItems[list];
    yield `${firstList ? '' : ','}${JSON.stringify(list)}:[`;
    for (let i = 0; i < rows.length; i += ROWS_PER_PIECE) {
      const piece = JSON.stringify(rows.slice(i, i + ROWS_PER_PIECE));
      yield (i === 0 ? '' : ',') + piece.slice(1, -1);
    }
    yield ']';
    firstList = false;
  }
  yield `},"deleted":${JSON.stringify(snapshot.deleted)}}`;
}

export function syncJsonStream(snapshot: SyncSnapshot): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pieces = syncJsonPieces(snapshot);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}
