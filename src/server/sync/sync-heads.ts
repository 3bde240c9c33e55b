import { CompiledQuery } from 'kysely';
import type { Db } from '../db/connect.ts';
import { PREPARED } from '../db/prepared-statements.ts';
import { readCursor } from './cursor.ts';
import { readDataVersion, type DataVersion } from './data-version.ts';
import { CHANGES_QUERY } from './lists.ts';

// The head of a delta pull: its cursor, then when each table last changed (two statements, the second sent once the
// first answered, so it sees every row stamped before the cursor: docs/decisions/0004-server-cursor.md). A pull with
// nothing new is nothing but its head (0028-cheap-delta-syncs.md), and a fleet's tablets pull every minute or so.
//
// Pulls that arrive together share one head (docs/decisions/0031-shared-sync-heads.md): a process reads one head at
// a time, and a pull that arrives while one is being read waits for the next, which begins once that one ended and
// serves every pull that arrived meanwhile. A head a pull gets was begun after the pull arrived, so it is as fresh as
// one of its own: it holds every write committed before the pull was sent. Full syncs share theirs the same way: the
// cursor, then the data version that picks a stored answer (data-version.ts).

/** When each table last changed, the newest deletion and the last reset, in microseconds since the epoch. */
export interface Changes {
  changed: (string | null)[];
  deleted: string | null;
  reset: string;
}

export interface SyncHead {
  readonly serverTimeUtc: string;
  readonly changes: Changes;
}

export interface HeadOptions {
  /** Only tests turn the barrier off, to show the cursor-safety test catches a missing one. */
  readonly barrier?: boolean;
  /** Called just before the cursor is read (tests use it to interleave a writer). */
  readonly beforeCursor?: (() => void) | undefined;
  /** Awaited between the head's two statements (tests commit a writer there, the moment their order guards). */
  readonly betweenReads?: (() => Promise<void>) | undefined;
}

/** The cursor, then what `after` reads, sent once the cursor answered: it sees every row stamped before it. */
async function cursorThen<T>(db: Db, options: HeadOptions, after: () => Promise<T>): Promise<[string, T]> {
  options.beforeCursor?.();
  const serverTimeUtc = await readCursor(db, { barrier: options.barrier ?? true });
  await options.betweenReads?.();
  return [serverTimeUtc, await after()];
}

/** One head, read for one pull or for all those a round serves. */
export async function readSyncHead(db: Db, options: HeadOptions = {}): Promise<SyncHead> {
  const [serverTimeUtc, result] = await cursorThen(db, options, () =>
    db.withoutPlugins().executeQuery<Changes>(CompiledQuery.raw(PREPARED + CHANGES_QUERY)),
  );
  return { serverTimeUtc, changes: result.rows[0] as Changes };
}

/** The head of a full sync: its cursor, then the version of the data it would send. */
export interface FullSyncHead {
  readonly serverTimeUtc: string;
  readonly version: DataVersion;
}

/** One full sync's head, read for one pull or for all those a round serves. */
export async function readFullSyncHead(db: Db, options: HeadOptions = {}): Promise<FullSyncHead> {
  const [serverTimeUtc, version] = await cursorThen(db, options, () => readDataVersion(db));
  return { serverTimeUtc, version };
}

/** The heads one process reads, one at a time, each shared by the pulls that arrived before it began. */
export class SharedSyncHeads<Head = SyncHead> {
  readonly #read: () => Promise<Head>;
  #reading: Promise<Head> | undefined;
  #next: Promise<Head> | undefined;
  #rounds = 0;

  constructor(read: () => Promise<Head>) {
    this.#read = read;
  }

  /** A head begun after this call: at once when none is being read, else the round after the current one. */
  read(): Promise<Head> {
    const reading = this.#reading;
    if (reading === undefined) return this.#begin();
    // Whatever became of the round in flight, the next begins when it has ended.
    this.#next ??= reading.then(
      () => this.#beginNext(),
      () => this.#beginNext(),
    );
    return this.#next;
  }

  /** How many heads were read (a pull's answer does not depend on it: for tests and measurements). */
  get rounds(): number {
    return this.#rounds;
  }

  #beginNext(): Promise<Head> {
    this.#next = undefined;
    return this.#begin();
  }

  #begin(): Promise<Head> {
    this.#rounds++;
    const round = this.#read();
    this.#reading = round;
    const ended = () => {
      if (this.#reading === round) this.#reading = undefined;
    };
    round.then(ended, ended);
    return round;
  }
}
