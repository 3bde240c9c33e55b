// The planner's judged rows kept current on the device (decision 0027): the machines the triggers marked stale are
// judged again a chunk at a time in the background, after a pull or a write, and a read judges a few stale machines
// itself before it answers, so a new reading shows at once. The whole fleet is judged once, in the background, after
// the first sync; a read meanwhile answers how far the judging is instead of waiting for it.
import type { Engine } from '../engine.ts';
import { InspectorWork } from '../inspector-work.ts';
import type { Read } from '../reads.ts';
import { readFleetFacts, readReferenceFacts, type ReferenceFacts } from './fleet-facts.ts';
import { judgeMachine, type PlannerEntry } from './planner-index.ts';
import { readPlannerFleet, type PlannerFleet } from './planner-read.ts';
import { writeJudged } from './planner-rows.ts';
import { untilIdle, type QuietWindow } from './quiet-window.ts';

/** What the rows are judged from: an open database and the connection that says which tables each write changed. */
export type PlannerSource = Pick<Engine, 'serial' | 'db'>;

/** The judging under way: machines judged of how many. */
export interface PlannerProgress {
  readonly judged: number;
  readonly of: number;
}

/** How the stored rows stand when a read is answered. */
export interface PlannerStatus {
  /** The judging under way, when a read does not wait for it. */
  readonly judging: PlannerProgress | null;
  /** The fleet has been judged through once: the rows are the fleet's (perhaps a few machines behind). */
  readonly complete: boolean;
}

/**
 * Machines judged per chunk: one read of their facts, their judging and one write. Measured on the large fleet
 * (planner-node.ts, unthrottled, load 5-7): a chunk of 8 takes ~60 ms, most of it the reads' fixed cost (16 took
 * ~60 ms as well, 8 with the catalogue read per chunk ~70 ms); the worker yields between its reads, each machine and
 * its write, so a screen's read waits behind one of those, not the chunk.
 */
export const MACHINES_PER_CHUNK = 8;
/** Stale machines a read judges itself before answering (a reading or two, a small pull). */
export const READ_JUDGES_UP_TO = MACHINES_PER_CHUNK;
/** A pull or a write is followed by others: the background judging starts once they have settled this long. */
const SETTLE_MS = 200;

const OWN_TABLES: ReadonlySet<string> = new Set(['plannerRows', 'plannerStale', 'plannerState']);

interface State {
  readonly tracking: number;
  readonly everything: number;
  readonly complete: number;
  readonly judged: number;
  readonly stale: number;
}

/**
 * Lets the messages waiting for the worker (a screen's read) run before the judging goes on. A message task, not a
 * timer: nested timers are held back 4 ms each, which over a fleet's hundreds of yields would add seconds.
 */
function yieldToReads(): Promise<void> {
  return new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * While the inspector's screens are asking the engine for things, the background judging steps back until they have
 * asked nothing for 10 s (a quiet time of 2 s let it back in between a measuring run's readings, just before the next
 * Enter), and never longer than a minute at a time (decision 0110).
 */
const STEP_BACK = { quietMs: 10_000, longestMs: 60_000 };

/** How long the screens must have asked nothing, and the longest step back. */
export type StepBack = Pick<QuietWindow, 'quietMs' | 'longestMs'>;

export class PlannerStore {
  readonly #engine: PlannerSource;
  readonly #work: InspectorWork;
  #running: Promise<void> | undefined;
  #again = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;
  /** What every machine is judged by, read once; a change to it marks the whole fleet, which reads it again. */
  #reference: ReferenceFacts | undefined;
  /** The fleet's count and filter choices, read once after each write of rows (only this store writes them). */
  #fleet: Promise<PlannerFleet> | undefined;
  /** Reads waiting for the judging (they judge a few machines themselves): it then never steps back. */
  #waiting = 0;
  /** When the planner was last read: while it is read, it is in view and the judging is its work. */
  #readAt = Number.NEGATIVE_INFINITY;
  /** Ends the judging's step back at once: the planner is read, or the database closes. */
  #wake: (() => void) | undefined;

  readonly #stepBack: StepBack;

  /** `work`: when the inspector's screens last asked the engine for something (the planner's own reads are not theirs). */
  constructor(engine: PlannerSource, work = new InspectorWork(), stepBack: StepBack = STEP_BACK) {
    this.#engine = engine;
    this.#work = work;
    this.#stepBack = stepBack;
    engine.serial.onChange((tables) => {
      if (tables.some((t) => !OWN_TABLES.has(t))) this.schedule();
    });
  }

  /** Judges what is stale in the background, once writes have settled. */
  schedule(): void {
    if (this.#closed) return;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.catchUp().catch(() => undefined);
    }, SETTLE_MS);
  }

  /** Stops judging (the database is closing): a chunk under way finishes, no other starts. */
  close(): void {
    this.#closed = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#wake?.();
  }

  /** Judges every stale machine, a chunk at a time; one judging at a time (a second call joins and repeats it). */
  catchUp(): Promise<void> {
    if (this.#running !== undefined) {
      this.#again = true;
      return this.#running;
    }
    // Each chunk, the first too, waits its turn: started by a write or the database's open, the judging would
    // otherwise take the worker from the screen that reads next (decision 0119).
    const run = async () => {
      do {
        this.#again = false;
        while (!this.#closed) {
          await this.#pause();
          if (this.#closed || !(await this.#judgeChunk())) break;
        }
      } while (this.#again && !this.#closed);
    };
    this.#running = run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /**
   * A value read from the stored rows, with the tables it read and how the rows stand. A few stale machines are
   * judged first; more are left to the background judging, and the read says how far it is.
   */
  async read<T>(fn: (status: PlannerStatus) => Promise<T>): Promise<Read<T>> {
    this.#readAt = performance.now();
    this.#wake?.();
    let state = await this.#state();
    const pending = state.tracking === 0 || state.everything === 1 ? Infinity : state.stale;
    if (pending > 0 && state.complete === 1 && pending <= READ_JUDGES_UP_TO) {
      this.#waiting += 1;
      try {
        await this.catchUp();
      } finally {
        this.#waiting -= 1;
      }
      state = await this.#state();
    } else if (pending > 0) {
      if (state.tracking === 0 || state.everything === 1) await this.#begin();
      state = await this.#state();
      void this.catchUp().catch(() => undefined);
    }
    const status: PlannerStatus = {
      judging: state.stale === 0 ? null : { judged: state.judged, of: state.judged + state.stale },
      complete: state.complete === 1,
    };
    // The state and the stale set are read again inside: the screen reads again when the judging moves on or a write
    // marks a machine (and this read then judges it).
    return this.#engine.serial.recordReads(async () => {
      await this.#engine.db
        .selectFrom('plannerState')
        .select((eb) => ['judged', eb.selectFrom('plannerStale').select('assetId').limit(1).as('stale')])
        .execute();
      return fn(status);
    });
  }

  /** The fleet's row count and the filters' choices, kept until rows are written again. */
  fleet(): Promise<PlannerFleet> {
    const read = (this.#fleet ??= readPlannerFleet(this.#engine.db));
    read.catch(() => {
      if (this.#fleet === read) this.#fleet = undefined;
    });
    return read;
  }

  /**
   * Before each step of the judging: other messages first; and while the inspector's screens are asking for things
   * (measuring, typing in a search, opening a screen), the judging steps back until they have been quiet a while, so
   * the inspector's work has the device to itself, unless a read is waiting for the judging.
   */
  readonly #pause = async (): Promise<void> => {
    await yieldToReads();
    if (this.#waiting !== 0 || this.#closed) return;
    await untilIdle({
      // The planner read within the quiet time: it is in view, and shows the judging's progress.
      idleMs: () =>
        performance.now() - this.#readAt < this.#stepBack.quietMs ? Infinity : this.#work.idleMs(),
      ...this.#stepBack,
      onWake: (wake) => (this.#wake = wake),
    });
    this.#wake = undefined;
  };

  async #state(): Promise<State> {
    const row = await this.#engine.db
      .selectFrom('plannerState')
      .select(['tracking', 'everything', 'complete', 'judged'])
      .select((eb) => eb.selectFrom('plannerStale').select(eb.fn.countAll<number>().as('n')).as('stale'))
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return { ...row, stale: Number(row.stale ?? 0) };
  }

  /**
   * The whole fleet is to be judged (first, or a list every machine is judged by changed): every inspected machine,
   * and every machine with rows, is marked, and the triggers mark from now on. Nothing to judge: nothing changes,
   * so a first sync into an empty database still pays for no marks.
   */
  async #begin(): Promise<void> {
    await this.#engine.serial.transaction((db) => {
      const state = db.selectObject('SELECT tracking, everything FROM plannerState WHERE id = 1');
      if (state?.tracking === 1 && state.everything === 0) return;
      const machines = db.selectValue(
        'SELECT count(*) FROM (SELECT assetId FROM inspections WHERE assetId IS NOT NULL LIMIT 1)',
      );
      if (machines === 0 && state?.tracking === 0) return;
      this.#reference = undefined;
      db.exec(`
        INSERT INTO plannerStale (assetId)
          SELECT assetId FROM (SELECT assetId FROM inspections WHERE assetId IS NOT NULL
            UNION SELECT assetId FROM plannerRows) WHERE true
          ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
        UPDATE plannerState SET tracking = 1, everything = 0, judged = 0 WHERE id = 1;`);
    });
  }

  /** Judges the next chunk of stale machines; false when none was left. */
  async #judgeChunk(): Promise<boolean> {
    const state = await this.#state();
    if (state.tracking === 0 || state.everything === 1) {
      await this.#begin();
      if ((await this.#state()).tracking === 0) return false;
    }
    const chunk = await this.#engine.db
      .selectFrom('plannerStale')
      .select(['assetId', 'version'])
      .orderBy('assetId')
      .limit(MACHINES_PER_CHUNK)
      .execute();
    if (chunk.length === 0) {
      if (state.complete === 0 || state.judged !== 0)
        await this.#engine.serial.use((db) =>
          db.exec('UPDATE plannerState SET complete = 1, judged = 0 WHERE id = 1'),
        );
      return false;
    }
    this.#reference ??= await readReferenceFacts(this.#engine.db);
    const facts = await readFleetFacts(
      this.#engine.db,
      chunk.map((m) => m.assetId),
      this.#reference,
      this.#pause,
    );
    // Between the reads, each machine's judging and the write, a screen's read may go first.
    const entries: PlannerEntry[] = [];
    for (const m of chunk) {
      await this.#pause();
      try {
        entries.push(...judgeMachine(facts, m.assetId));
      } catch (error) {
        // One machine the rules cannot judge (facts they refuse) leaves the list without its rows; the rest of the
        // fleet is judged, and a later change to it judges it again.
        console.warn(`The planner could not judge machine ${m.assetId}`, error);
      }
    }
    await this.#pause();
    this.#fleet = undefined;
    await this.#engine.serial.transaction((db) => writeJudged(db, chunk, entries));
    this.#fleet = undefined;
    return true;
  }
}

const stores = new WeakMap<PlannerSource, PlannerStore>();

/** The planner of this open database (a new database, after a wipe or a takeover, starts afresh). */
export function plannerStore(engine: PlannerSource, work: InspectorWork): PlannerStore {
  let store = stores.get(engine);
  if (store === undefined) stores.set(engine, (store = new PlannerStore(engine, work)));
  return store;
}
