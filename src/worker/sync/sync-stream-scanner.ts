import { SYNC_LIST_KEYS, type SyncListName } from '../../api/sync-lists.ts';

// Cuts the text of a sync answer, as it arrives in pieces, into batches of rows without parsing it whole: it follows
// the JSON's structure (strings, nesting, commas) and hands out the raw text of up to `batchRows` consecutive
// elements of each list of `syncItems` and `deleted`, plus the few top-level values (serverTimeUtc, isFullSync,
// totalRows). Each batch is then parsed and validated on its own (JSON.parse of one batch is the fast path), so the
// worker never holds more than a batch of objects. Keys may come in any order; unknown keys and lists are skipped.

export type SyncSection = 'syncItems' | 'deleted';

export interface ScannedBatch {
  readonly kind: 'batch';
  readonly section: SyncSection;
  readonly list: SyncListName;
  /** Index in its list of the batch's first element. */
  readonly offset: number;
  /** The elements' JSON, comma-separated, without the array's brackets. */
  readonly text: string;
  readonly count: number;
  /** The last batch of its list. */
  readonly last: boolean;
}

export interface ScannedValue {
  readonly kind: 'value';
  readonly key: 'serverTimeUtc' | 'isFullSync' | 'totalRows';
  /** The value's JSON text. */
  readonly text: string;
}

export type ScanEvent = ScannedBatch | ScannedValue;

/** The text is not JSON of the sync answer's shape (beyond what the schemas check later). */
export class SyncScanError extends Error {
  override name = 'SyncScanError';
}

const TOP_VALUES = new Set<string>(['serverTimeUtc', 'isFullSync', 'totalRows']);
const isListName = (name: string): name is SyncListName => Object.hasOwn(SYNC_LIST_KEYS, name);

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;

export class SyncStreamScanner {
  readonly #batchRows: number;
  /** Open containers: true for an object, false for an array. */
  readonly #objects: boolean[] = [];
  /** Per open object: whether the next string is a key. */
  readonly #expectKey: boolean[] = [];
  /** The current key at depth 1 (the answer's fields) and 2 (a list's name). */
  #key1 = '';
  #key2 = '';
  #done = false;

  // A string cut by the end of a piece: what was read of it, and whether its last character was a backslash.
  #inString = false;
  #stringParts: string[] = [];
  #stringIsKey = false;

  // The list array being cut into batches (depth 3), or the top-level value being captured (depth 1).
  #capture: { section: SyncSection; list: SyncListName } | undefined;
  #topValue: ScannedValue['key'] | undefined;
  #parts: string[] = [];
  #start = -1;
  #commas = 0;
  #offset = 0;

  constructor(options: { batchRows: number }) {
    this.#batchRows = options.batchRows;
  }

  get done(): boolean {
    return this.#done;
  }

  /** Scans the next piece of text; answers the batches and values it completed. */
  write(text: string): ScanEvent[] {
    const events: ScanEvent[] = [];
    let i = 0;
    if (this.#inString) i = this.#continueString(text, 0);
    const length = text.length;
    while (i < length) {
      const c = text.charCodeAt(i);
      if (this.#done) {
        if (c > 32) throw new SyncScanError('Unexpected text after the end of the sync answer');
        i++;
        continue;
      }
      if (c === QUOTE) {
        const depth = this.#objects.length;
        this.#stringIsKey = depth <= 2 && this.#expectKey[depth - 1] === true;
        this.#stringParts = [];
        i = this.#continueString(text, i + 1);
        continue;
      }
      if (c === COMMA) this.#comma(text, i, events);
      else if (c === COLON) this.#colon(i);
      else if (c === OPEN_OBJECT || c === OPEN_ARRAY) this.#open(c === OPEN_OBJECT, i);
      else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) this.#close(text, i, events);
      i++;
    }
    if (this.#start !== -1) {
      this.#parts.push(text.slice(this.#start));
      this.#start = 0;
    }
    return events;
  }

  /** The whole answer was read: anything still open means it was cut off. */
  end(): void {
    if (!this.#done) throw new SyncScanError('The sync answer was cut off');
  }

  /** Reads a string from `from` (after its opening quote); answers the index after its closing quote, or length. */
  #continueString(text: string, from: number): number {
    let at = from;
    if (this.#escapeNext) {
      // The previous piece ended on a backslash that escapes this piece's first character.
      if (from >= text.length) return text.length;
      at = from + 1;
      this.#escapeNext = false;
    }
    for (;;) {
      const quote = text.indexOf('"', at);
      // An odd run of backslashes just before a quote (or the end of the piece) escapes it.
      let backslashes = 0;
      for (let j = (quote === -1 ? text.length : quote) - 1; j >= at && text.charCodeAt(j) === BACKSLASH; j--)
        backslashes++;
      if (quote === -1) {
        if (this.#stringIsKey) this.#stringParts.push(text.slice(from));
        this.#inString = true;
        this.#escapeNext = backslashes % 2 === 1;
        return text.length;
      }
      if (backslashes % 2 === 0) {
        if (this.#stringIsKey) this.#key(this.#stringParts.join('') + text.slice(from, quote));
        this.#inString = false;
        return quote + 1;
      }
      at = quote + 1;
    }
  }

  #escapeNext = false;

  #key(raw: string): void {
    const name = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
    if (this.#objects.length === 1) this.#key1 = name;
    else this.#key2 = name;
  }

  #comma(text: string, i: number, events: ScanEvent[]): void {
    const depth = this.#objects.length;
    if (this.#objects[depth - 1] === true) this.#expectKey[depth - 1] = true;
    if (depth === 1 && this.#topValue !== undefined) this.#endTopValue(text, i, events);
    if (depth !== 3 || this.#capture === undefined) return;
    this.#commas++;
    if (this.#commas >= this.#batchRows) this.#emitBatch(text, i, events, this.#commas, false);
  }

  #colon(i: number): void {
    const depth = this.#objects.length;
    this.#expectKey[depth - 1] = false;
    if (depth === 1 && TOP_VALUES.has(this.#key1)) {
      this.#topValue = this.#key1 as ScannedValue['key'];
      this.#parts = [];
      this.#start = i + 1;
    }
  }

  #open(isObject: boolean, i: number): void {
    if (this.#objects.length === 0 && !isObject)
      throw new SyncScanError('The sync answer is not a JSON object');
    this.#objects.push(isObject);
    this.#expectKey.push(isObject);
    const depth = this.#objects.length;
    if (depth === 3 && !isObject && (this.#key1 === 'syncItems' || this.#key1 === 'deleted')) {
      if (this.#objects[1] === true && isListName(this.#key2)) {
        this.#capture = { section: this.#key1, list: this.#key2 };
        this.#parts = [];
        this.#start = i + 1;
        this.#commas = 0;
        this.#offset = 0;
      }
    }
  }

  #close(text: string, i: number, events: ScanEvent[]): void {
    const depth = this.#objects.length;
    if (depth === 0) throw new SyncScanError('Unbalanced brackets in the sync answer');
    if (depth === 3 && this.#capture !== undefined) {
      // The last element has no comma after it: it counts if the array's remaining text is not blank.
      const tail = this.#parts.join('') + text.slice(this.#start, i);
      this.#parts = [];
      this.#emitBatch(tail, tail.length, events, this.#commas + (/\S/.test(tail) ? 1 : 0), true, 0);
      this.#capture = undefined;
      this.#start = -1;
    }
    if (depth === 1 && this.#topValue !== undefined) this.#endTopValue(text, i, events);
    this.#objects.pop();
    this.#expectKey.pop();
    if (depth === 1) this.#done = true;
  }

  /** Emits the batch that ends at `end` in `text` (it began at `from`, after the parts of earlier pieces). */
  #emitBatch(
    text: string,
    end: number,
    events: ScanEvent[],
    count: number,
    last: boolean,
    from = this.#start,
  ): void {
    const capture = this.#capture;
    if (capture === undefined) return;
    const body = this.#parts.join('') + text.slice(from, end);
    events.push({ kind: 'batch', ...capture, offset: this.#offset, text: body, count, last });
    this.#offset += count;
    this.#commas = 0;
    this.#parts = [];
    this.#start = end + 1;
  }

  #endTopValue(text: string, end: number, events: ScanEvent[]): void {
    const key = this.#topValue;
    if (key === undefined) return;
    events.push({ kind: 'value', key, text: (this.#parts.join('') + text.slice(this.#start, end)).trim() });
    this.#topValue = undefined;
    this.#parts = [];
    this.#start = -1;
  }
}
