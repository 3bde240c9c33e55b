import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EngineHost } from '../engine-host.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import type { PhotoDeps } from '../photos/add-photo.ts';
import { dropFilesWithoutRow, dropReceived, listReceived } from './photos-received.ts';
import { isFinalEngineError } from '../engine-error.ts';
import { arrivedHere, isBeingStored, receivedWrite, storeReceived } from './record-photo.ts';

export interface FinishedPhotos {
  readonly stored: number;
  /** Photos that failed for a passing reason (the database closed under the pass): kept for the next start. */
  readonly left: number;
  /** Photos that can never be stored (the inspection completed or gone meanwhile, the file lost): dropped. */
  readonly refused: readonly { readonly id: string; readonly message: string }[];
}

/**
 * Stores the photos an earlier worker received and never stored (the page reloaded or closed while they were
 * compressed, decision 0036), oldest first, one at a time as a screen's are. A row without its file (kept so by an
 * earlier version, which wrote the row first) is dropped, and so is a file without its row. One photo that fails
 * never holds up the others.
 */
export async function finishReceivedPhotos(deps: PhotoDeps): Promise<FinishedPhotos> {
  let stored = 0;
  let left = 0;
  const refused: { id: string; message: string }[] = [];
  for (const received of await listReceived(deps.db, deps.files)) {
    if (isBeingStored(deps.files, received.id)) continue;
    const write = receivedWrite(received.request, received.image);
    if (!write.success) {
      await dropReceived(deps.db, deps.files, received.id);
      refused.push({ id: received.id, message: write.issues[0].message });
      continue;
    }
    try {
      await storeReceived(deps, received.id, write.output);
      stored++;
    } catch (error) {
      if (isFinalEngineError(error))
        refused.push({ id: received.id, message: error instanceof Error ? error.message : String(error) });
      else left++;
    }
  }
  await dropFilesWithoutRow(deps.db, deps.files, (id) => arrivedHere(deps.files, id));
  return { stored, left, refused };
}

/** Finishes the received photos whenever the database opens in this tab (a start, a takeover, a page shown again). */
export function followReceivedPhotos(
  host: EngineHost,
  deps: () => PhotoDeps,
  warn: (message: string, detail: unknown) => void,
): void {
  host.subscribe((event) => {
    if (event.type !== 'state' || event.state.kind !== 'ready') return;
    finishReceivedPhotos(deps())
      .then(({ left, refused }) => {
        for (const { id, message } of refused)
          warn(`A photo received before a reload was not stored (${id})`, message);
        if (left > 0)
          warn(`${left} photo(s) received before a reload are left for the next start`, undefined);
      })
      .catch((error: unknown) => warn('Photos received before a reload could not be stored yet', error));
  });
}

/** How many photos an earlier page of this device received and this worker is still to store (the screens say so). */
export async function photosFromEarlierPages(db: Kysely<Database>, files: PhotoFiles): Promise<number> {
  const rows = await db.selectFrom('photosReceived').select('id').execute();
  return rows.filter((row) => !arrivedHere(files, row.id)).length;
}
