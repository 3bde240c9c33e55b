import * as v from 'valibot';
import type { CheckboxWrite, FieldSaved, ValueWrite } from '../../worker/contract.ts';

// A field's save lives only in the worker's queue until its transaction commits. A reload or a full navigation in
// that time (a tap, then a pull to refresh) ends the worker, and the save with it. So each field save is also kept in
// this tab's sessionStorage from the moment it is sent until the worker answers; one that never got its answer is
// sent again, in order, when the page next has the database, before any new save of that page (decision 0035).

export const UNSENT_WRITES_KEY = 'inspect.unsent-writes';

/** The saves kept: a field's value and a checkbox, both "set to", so sending one twice stores the same. */
export type UnsentWrite =
  | { readonly id: string; readonly method: 'recordValue'; readonly input: ValueWrite }
  | { readonly id: string; readonly method: 'recordCheckbox'; readonly input: CheckboxWrite };

/** The engine's two field-save doors: all this module sends through. */
export interface FieldWrites {
  recordValue(input: ValueWrite): Promise<FieldSaved>;
  recordCheckbox(input: CheckboxWrite): Promise<void>;
}

export interface Refusal {
  readonly write: UnsentWrite;
  readonly message: string;
}

// Only the journal's own shape: the worker checks every write it is sent, these too.
const StoredSchema = v.array(
  v.object({
    id: v.string(),
    method: v.picklist(['recordValue', 'recordCheckbox']),
    input: v.looseObject({ inspectionExternalId: v.string(), identifier: v.string() }),
  }),
);

function read(storage: Storage | undefined): UnsentWrite[] {
  try {
    const parsed = v.safeParse(StoredSchema, JSON.parse(storage?.getItem(UNSENT_WRITES_KEY) ?? '[]'));
    // Shaped as the worker's write inputs; the worker's own schema (parseWrite) refuses anything else.
    return parsed.success ? (parsed.output as UnsentWrite[]) : [];
  } catch {
    return [];
  }
}

/**
 * This tab's saves sent and not yet answered. Without sessionStorage (a private mode that refuses it, a full quota)
 * it keeps nothing and every save goes on as before.
 */
export class UnsentWrites {
  readonly #storage: Storage | undefined;
  #kept: UnsentWrite[];
  readonly #leftOver: readonly UnsentWrite[];
  readonly #prefix = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}.`;
  #next = 0;
  #sending: Promise<readonly Refusal[]> | undefined;
  readonly #leftOverSent: Promise<void>;
  #leftOverDone = false;
  #markSent: () => void = () => undefined;
  #refusals: Refusal[] = [];

  constructor(storage: Storage | undefined) {
    this.#storage = storage;
    this.#kept = read(storage);
    this.#leftOver = [...this.#kept];
    this.#leftOverSent = new Promise((resolve) => {
      this.#markSent = () => {
        this.#leftOverDone = true;
        resolve();
      };
    });
    if (this.#leftOver.length === 0) this.#markSent();
  }

  /** The saves an earlier page of this tab sent and never heard back about. */
  get leftOver(): readonly UnsentWrite[] {
    return this.#leftOver;
  }

  /** Keeps a save about to be sent, at once (a save sent as the page hides has no later); returns its id. */
  keep(write: Omit<UnsentWrite, 'id'>): string {
    const id = this.#prefix + String(this.#next++);
    this.#kept.push({ ...write, id } as UnsentWrite);
    this.#persist();
    return id;
  }

  /** The worker answered (stored or refused): the save is no longer this journal's. */
  settle(id: string): void {
    this.#kept = this.#kept.filter((write) => write.id !== id);
    this.#persist();
  }

  /**
   * Sends the left-over saves again, once per page, one after another; a save the worker refuses now (the inspection
   * completed or gone meanwhile) is dropped and reported. Resolves with the refusals when all have been answered.
   */
  sendLeftOver(engine: FieldWrites): Promise<readonly Refusal[]> {
    this.#sending ??= this.#sendEach(engine);
    return this.#sending;
  }

  /** Resolves once the left-over saves have been answered (at once when there were none): new saves wait for it. */
  whenLeftOverSent(): Promise<void> {
    return this.#leftOverSent;
  }

  /** Whether the left-over saves have all been answered: a new save is then sent at once, not a microtask later. */
  get leftOverSent(): boolean {
    return this.#leftOverDone;
  }

  /** The refusals of the left-over saves not yet shown, each once. */
  takeRefusals(): Refusal[] {
    const refusals = this.#refusals;
    this.#refusals = [];
    return refusals;
  }

  async #sendEach(engine: FieldWrites): Promise<readonly Refusal[]> {
    const refusals: Refusal[] = [];
    for (const write of this.#leftOver) {
      try {
        if (write.method === 'recordValue') await engine.recordValue(write.input);
        else await engine.recordCheckbox(write.input);
      } catch (error) {
        // Not kept for later: sent after this page's own saves, an older value would land over a newer one.
        refusals.push({ write, message: error instanceof Error ? error.message : String(error) });
      }
      this.settle(write.id);
    }
    this.#refusals.push(...refusals);
    this.#markSent();
    return refusals;
  }

  #persist(): void {
    try {
      if (this.#kept.length === 0) this.#storage?.removeItem(UNSENT_WRITES_KEY);
      else this.#storage?.setItem(UNSENT_WRITES_KEY, JSON.stringify(this.#kept));
    } catch {
      // Storage refused (quota): the save goes on, kept by nothing but the worker, as before.
    }
  }
}

/**
 * The engine, with its field saves kept until answered, and the sending of the left-over ones, which goes to the
 * engine itself (through the kept doors they would wait for themselves). Every other call goes straight through:
 * a photo is kept by the worker from the moment it arrives (decision 0036), and the one-off steps (complete, submit)
 * show as not done when their screen opens again.
 */
export function keepUntilAnswered<E extends FieldWrites>(
  engine: E,
  unsent: UnsentWrites,
): { engine: E; sendLeftOver: () => Promise<readonly Refusal[]> } {
  const kept = <I, R>(method: UnsentWrite['method'], send: (input: I) => Promise<R>) => {
    return async (input: I): Promise<R> => {
      const id = unsent.keep({ method, input } as Omit<UnsentWrite, 'id'>);
      try {
        // Sent in the blur's own turn when nothing is left over: awaited, the message would leave only after the
        // re-render the blur set off (React renders in a microtask queued first), 3–8 ms at CPU 4× (issue 56).
        if (!unsent.leftOverSent) await unsent.whenLeftOverSent();
        return await send(input);
      } finally {
        unsent.settle(id);
      }
    };
  };
  const recordValue = kept('recordValue', (input: ValueWrite) => engine.recordValue(input));
  const recordCheckbox = kept('recordCheckbox', (input: CheckboxWrite) => engine.recordCheckbox(input));
  const wrapped = new Proxy(engine, {
    get(target, property, receiver) {
      if (property === 'recordValue') return recordValue;
      if (property === 'recordCheckbox') return recordCheckbox;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { engine: wrapped, sendLeftOver: () => unsent.sendLeftOver(engine) };
}
