import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { checkRequestShape } from './check-request.ts';
import { saveInspections, type SaveOutcome } from './save.ts';
import { canShare, saveTogether, type WaitingSave } from './save-together.ts';

// Saves that arrive while others are being written wait, and go together in one transaction
// (docs/decisions/0038-saves-committed-together.md): a transaction's fixed cost (its round trips, the statements'
// start, the triggers that run once per statement, the commit) was half of PostgreSQL's CPU and most of the server's
// database work per save, paid once per batch instead of once per save. A save that finds a slot free and nothing
// else arriving goes alone, after one turn of the event loop: a quiet server adds no wait to speak of. Saves that
// cannot share (equipment, deletions) never wait here.

export interface SaveQueueOptions {
  /** Transactions of saves at once from this process (each alone or a batch). */
  readonly slots: number;
  /** Saves in one batch, at most. */
  readonly maxSaves: number;
  /** Observations in one batch, at most: a big save goes alone rather than make a big statement bigger. */
  readonly maxObservations: number;
}

/**
 * Measured against one slot (PostgreSQL waits while the next batch is made), four (batches shrink) and 16 saves a
 * batch (no better than 8, and twice what a declined batch sends back): decision 0038.
 */
export const SAVE_QUEUE_DEFAULTS: SaveQueueOptions = { slots: 2, maxSaves: 8, maxObservations: 480 };

export interface SaveQueueCounts {
  /** Saves written in a batch of two or more. */
  together: number;
  batches: number;
  /**
   * Batches that sent their saves to transactions of their own (one could not go as written, or the database failed).
   */
  declined: number;
}

interface Waiting extends WaitingSave {
  /**
   * The inspections it names: two saves that share one never share a batch nor run at once. Their category types
   * and observations are theirs alone (a save naming another inspection's is refused), so a batch that meets one
   * anyway fails and its saves go alone; inspections only keep the bookkeeping small whatever a save's size.
   */
  readonly keys: readonly string[];
  readonly observations: number;
  readonly resolve: (outcome: SaveOutcome) => void;
  readonly reject: (error: unknown) => void;
}

function namedIds(request: SaveInspectionsRequestParsed): { keys: string[]; observations: number } {
  let observations = 0;
  for (const inspection of request.inspections)
    for (const ct of inspection.categoriesTypes) observations += ct.observations.length;
  return { keys: request.inspections.map((inspection) => inspection.externalId), observations };
}

export class SaveQueue {
  readonly counts: SaveQueueCounts = { together: 0, batches: 0, declined: 0 };
  /** Asked at each save: the server's database is there only once it is ready (server.ts). */
  readonly #db: () => Db;
  readonly #options: SaveQueueOptions;
  #waiting: Waiting[] = [];
  #running = 0;
  /** The inspections named by the saves being written: a save naming one of them waits until they are written. */
  readonly #inFlight = new Set<string>();
  #scheduled = false;

  constructor(db: () => Db, options: SaveQueueOptions = SAVE_QUEUE_DEFAULTS) {
    this.#db = db;
    this.#options = options;
  }

  save(request: SaveInspectionsRequestParsed, identity: Identity): Promise<SaveOutcome> {
    if (!canShare(request)) return saveInspections(this.#db(), request, identity);
    // A malformed save is answered at once, not after a wait (and kept in the audit trail there).
    if (checkRequestShape(request).length > 0) return saveInspections(this.#db(), request, identity);
    const named = namedIds(request);
    return new Promise<SaveOutcome>((resolve, reject) => {
      this.#waiting.push({ request, identity, ...named, resolve, reject });
      this.#soon();
    });
  }

  /** Saves waiting for a slot, or for a save of the same inspection to be written. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Takes the next batches once the event loop has read the requests already received: a save that arrives with
   * others waits for them rather than start alone. On the embedded PGlite, whose statements run on this thread and
   * answer without the loop reading a socket in between, saves would otherwise never overlap, nor share a batch.
   */
  #soon(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#next();
    });
  }

  #next(): void {
    while (this.#running < this.#options.slots) {
      const batch = this.#take();
      if (batch.length === 0) return;
      for (const waiting of batch) for (const key of waiting.keys) this.#inFlight.add(key);
      this.#running++;
      void this.#write(batch).finally(() => {
        for (const waiting of batch) for (const key of waiting.keys) this.#inFlight.delete(key);
        this.#running--;
        this.#soon();
      });
    }
  }

  /**
   * The oldest waiting save, and those after it, that name none of the inspections of a save being written or of an
   * older save still waiting, up to the bounds. So the saves of one inspection are written one after the other, in
   * the order they came; a save bigger than the bounds goes alone.
   */
  #take(): Waiting[] {
    const taken: Waiting[] = [];
    const keys = new Set<string>();
    let observations = 0;
    const left: Waiting[] = [];
    for (const waiting of this.#waiting) {
      const fits =
        (taken.length === 0 ||
          (taken.length < this.#options.maxSaves &&
            observations + waiting.observations <= this.#options.maxObservations)) &&
        !waiting.keys.some((key) => keys.has(key) || this.#inFlight.has(key));
      // Its inspections stay reserved when it waits on: a later save of one of them must not overtake it.
      for (const key of waiting.keys) keys.add(key);
      if (!fits) {
        left.push(waiting);
        continue;
      }
      taken.push(waiting);
      observations += waiting.observations;
    }
    this.#waiting = left;
    return taken;
  }

  async #write(batch: readonly Waiting[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const outcomes = await saveTogether(this.#db(), batch);
        this.counts.batches++;
        this.counts.together += batch.length;
        batch.forEach((waiting, i) => waiting.resolve(outcomes[i] as SaveOutcome));
        return;
      } catch {
        // Nothing was written: each save goes alone and gets its own answer (an error among them) below.
        this.counts.declined++;
      }
    }
    // One after the other, in the order they came: each is decided on what the ones before it wrote.
    for (const waiting of batch)
      await saveInspections(this.#db(), waiting.request, waiting.identity).then(
        waiting.resolve,
        waiting.reject,
      );
  }
}
