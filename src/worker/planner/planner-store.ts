// The planner's list, kept in the worker between reads: judging the fleet takes one pass over its facts, and a
// filter or a keystroke must answer in a frame or two. The list is rebuilt on the next read after a committed write
// changes a table it was read from (SQLite's own list of them, as for every read).
import type { Engine } from '../engine.ts';

/** What the list is read from: an open database and the connection that says which tables each write changed. */
export type PlannerSource = Pick<Engine, 'serial' | 'db'>;
import type { Read } from '../reads.ts';
import { readFleetFacts } from './fleet-facts.ts';
import { buildPlannerIndex, type PlannerEntry } from './planner-index.ts';
import { plannerChoices, type PlannerChoices } from './planner-views.ts';

export interface PlannerList {
  readonly entries: readonly PlannerEntry[];
  readonly byRowId: ReadonlyMap<string, PlannerEntry>;
  readonly choices: PlannerChoices;
}

interface Built {
  readonly list: PlannerList;
  readonly tables: readonly string[];
}

export class PlannerStore {
  #built: Built | undefined;
  #stale = true;
  #building: Promise<Built> | undefined;
  readonly #engine: PlannerSource;

  constructor(engine: PlannerSource) {
    this.#engine = engine;
    engine.serial.onChange((tables) => {
      const read = this.#built?.tables;
      if (read === undefined || tables.some((t) => read.includes(t))) this.#stale = true;
      if (this.#building !== undefined) this.#stale = true;
    });
  }

  /** A value worked out from the planner's list, with the tables the list was read from. */
  async read<T>(fn: (list: PlannerList) => T | Promise<T>): Promise<Read<T>> {
    const built = await this.#current();
    return { value: await fn(built.list), tables: built.tables };
  }

  #current(): Promise<Built> {
    if (this.#built !== undefined && !this.#stale) return Promise.resolve(this.#built);
    this.#building ??= this.#build().finally(() => {
      this.#building = undefined;
    });
    return this.#building;
  }

  async #build(): Promise<Built> {
    this.#stale = false;
    const { value: entries, tables } = await this.#engine.serial.recordReads(
      async () => await buildPlannerIndex(await readFleetFacts(this.#engine.db)),
    );
    const built: Built = {
      list: { entries, byRowId: new Map(entries.map((e) => [e.rowId, e])), choices: plannerChoices(entries) },
      tables,
    };
    this.#built = built;
    return built;
  }
}

const stores = new WeakMap<PlannerSource, PlannerStore>();

/** The planner's list of this open database (a new database, after a wipe or a takeover, starts afresh). */
export function plannerStore(engine: PlannerSource): PlannerStore {
  let store = stores.get(engine);
  if (store === undefined) stores.set(engine, (store = new PlannerStore(engine)));
  return store;
}
