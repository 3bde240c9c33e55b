import * as v from 'valibot';
import { SyncDeletedSchema, SyncItemsSchema, SyncResponseSchema } from '../../api/sync-items.ts';
import type { SyncListName } from '../../api/sync-lists.ts';
import { PIECE_ROWS } from './pull-plan.ts';
import type { JsonText } from './json-statements.ts';
import { NetworkError } from './network-error.ts';
import {
  SyncScanError,
  SyncStreamScanner,
  type ScannedBatch,
  type ScannedValue,
  type SyncSection,
} from './sync-stream-scanner.ts';

// The reading half of a pull: the answer's bytes, as they arrive, scanned into batches (sync-stream-scanner.ts), each
// parsed and validated with the shared schemas. It touches no database, so it runs where the pull chooses: on the
// engine's thread, or in a worker of its own beside it (answer-source.ts) while the engine's thread applies.

/** The server sent a sync payload that does not match the contract: nothing more of it is applied. */
export class SyncPayloadError extends Error {
  override name = 'SyncPayloadError';
}

export const WHAT = 'Failed to get inspections';

/** A validated piece of the answer: one of its top-level values, or a batch of one list's rows (or deleted keys). */
export type ReadEvent =
  | {
      readonly kind: 'value';
      readonly key: ScannedValue['key'];
      readonly value: string | boolean | number | undefined;
    }
  | {
      readonly kind: 'batch';
      readonly section: SyncSection;
      readonly list: SyncListName;
      /**
       * The rows as a JSON array: exactly the text that was validated (as UTF-8 bytes when it comes from the reader's
       * worker: transferred, never copied into the engine's JS heap).
       */
      readonly json: JsonText;
      readonly count: number;
      readonly last: boolean;
      /** Rows of the batch this device could not read: left out of `json`, kept aside (apply-pull.ts). */
      readonly quarantined?: readonly QuarantinedRow[];
    };

/** A pulled row the shared schema refused: its key, why, and the row as received. */
export interface QuarantinedRow {
  readonly rowKey: string;
  readonly reason: string;
  readonly row: string;
}

export interface ReadTimings {
  parseMs: number;
  validateMs: number;
}

/** Bytes decoded at a time: the text stays under V8's large-object size (128 KB), as a batch's does (PIECE_ROWS). */
const DECODE_BYTES = 32 * 1024;

export class AnswerReader {
  readonly #decoder = new TextDecoder();
  readonly #scanner = new SyncStreamScanner({ batchRows: PIECE_ROWS });
  readonly timings: ReadTimings = { parseMs: 0, validateMs: 0 };

  /** The next piece of the answer's bytes (undefined: the answer ended), read into validated events. */
  read(bytes: Uint8Array | undefined): ReadEvent[] {
    if (bytes === undefined) return this.#readText(this.#decoder.decode(), true);
    // A network piece can be hundreds of KB once decompressed: decoded whole, its text would be a large object that
    // lives on (the batches are slices of it) until a full collection. Read in slices, every string dies young.
    const events: ReadEvent[] = [];
    for (let at = 0; at < bytes.length; at += DECODE_BYTES) {
      const slice = bytes.subarray(at, Math.min(bytes.length, at + DECODE_BYTES));
      events.push(...this.#readText(this.#decoder.decode(slice, { stream: true }), false));
    }
    return events;
  }

  #readText(text: string, end: boolean): ReadEvent[] {
    const events: ReadEvent[] = [];
    let started = performance.now();
    const scanned = scan(this.#scanner, text);
    if (end) scan(this.#scanner, undefined);
    for (const event of scanned) {
      if (event.kind === 'value') {
        events.push({ kind: 'value', key: event.key, value: readValue(event) });
        continue;
      }
      const json = `[${event.text}]`;
      const rows = parseBatch(event, json);
      const parsed = performance.now();
      this.timings.parseMs += parsed - started;
      const unread = validateBatch(event, rows);
      started = performance.now();
      this.timings.validateMs += started - parsed;
      const kept = unread === undefined ? undefined : (rows as unknown[]).filter((_, i) => !unread.has(i));
      events.push({
        kind: 'batch',
        section: event.section,
        list: event.list,
        json: kept === undefined ? json : JSON.stringify(kept),
        count: kept === undefined ? event.count : kept.length,
        last: event.last,
        ...(unread === undefined ? {} : { quarantined: [...unread.values()] }),
      });
    }
    this.timings.parseMs += performance.now() - started;
    return events;
  }
}

/** Scans a piece (undefined: the end). An answer that stops early was cut off by the network: pull again. */
function scan(scanner: SyncStreamScanner, text: string | undefined) {
  try {
    if (text !== undefined) return scanner.write(text);
    scanner.end();
    return [];
  } catch (error) {
    if (!(error instanceof SyncScanError)) throw error;
    if (text === undefined) throw new NetworkError(`${WHAT}: the answer was cut off or not JSON`);
    throw new SyncPayloadError(`The server's sync data is not valid: ${error.message}`);
  }
}

function parseBatch(batch: ScannedBatch, json: string): unknown {
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new SyncPayloadError(
      `The server's sync data is not valid: ${batch.section}.${batch.list} from row ${batch.offset} is not JSON ` +
        `(${(error as Error).message})`,
    );
  }
}

/**
 * Validates a batch. A batch of rows that fails is read row by row: the rows this device cannot read are answered
 * (by index) to be set aside, so one bad row never stops the rest of the fleet (docs/decisions/0022). A batch that
 * is no list, or bad deleted keys, still stops the pull.
 */
function validateBatch(batch: ScannedBatch, rows: unknown): Map<number, QuarantinedRow> | undefined {
  const schema =
    batch.section === 'syncItems' ? SyncItemsSchema.entries[batch.list] : deletedSchema(batch.list);
  // The check alone (no output copied) is about half the cost: the full parse runs only to say what is wrong.
  if (v.is(schema, rows)) return undefined;
  if (batch.section === 'syncItems' && Array.isArray(rows)) {
    const item = SyncItemsSchema.entries[batch.list].item;
    const unread = new Map<number, QuarantinedRow>();
    rows.forEach((row: unknown, i) => {
      const result = v.safeParse(item, row, { abortEarly: true });
      if (result.success) return;
      const issue = result.issues[0];
      const field = issue.path?.map((step) => String(step.key)).join('.') ?? '';
      unread.set(i, {
        rowKey: rowKeyOf(row, batch.offset + i),
        reason: `${field === '' ? '' : `${field}: `}${issue.message}`,
        row: JSON.stringify(row),
      });
    });
    if (unread.size > 0) return unread;
  }
  const parsed = v.safeParse(schema, rows);
  if (parsed.success) return undefined;
  const issues = parsed.issues.slice(0, 3).map((issue) => {
    const [index, ...rest] = issue.path?.map((item) => String(item.key)) ?? [];
    const at = [batch.section, batch.list, Number(index) + batch.offset, ...rest].join('.');
    return `${at}: ${issue.message}`;
  });
  throw new SyncPayloadError(`The server's sync data is not valid: ${issues.join('; ')}`);
}

/** A row's key for the quarantine: its externalId, else its id, else its place in the answer. */
function rowKeyOf(row: unknown, index: number): string {
  if (row !== null && typeof row === 'object') {
    const { externalId, id } = row as { externalId?: unknown; id?: unknown };
    if (typeof externalId === 'string' && externalId !== '') return externalId.slice(0, 100);
    if (typeof id === 'number' || typeof id === 'string') return String(id).slice(0, 100);
  }
  return `#${index}`;
}

function deletedSchema(list: SyncListName) {
  return SyncDeletedSchema.entries[list].wrapped;
}

function readValue(value: ScannedValue): string | boolean | number | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.text);
  } catch {
    throw new SyncPayloadError(`The server's sync data is not valid: ${value.key} is not JSON`);
  }
  const result = v.safeParse(SyncResponseSchema.entries[value.key], parsed);
  if (!result.success)
    throw new SyncPayloadError(
      `The server's sync data is not valid: ${value.key}: ${result.issues[0].message}`,
    );
  return result.output as string | boolean | number | undefined;
}
