import * as v from 'valibot';
import { API_PATHS } from '../../api/paths.ts';
import { SyncDeletedSchema, SyncItemsSchema, SyncResponseSchema } from '../../api/sync-items.ts';
import { SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { SerialDb } from '../../db/serial-db.ts';
import { NEVER_SWEPT } from './pull-statements.ts';
import {
  DEFAULT_CHUNK_ROWS,
  EMPTY_DB_CHUNK_ROWS,
  PIECE_ROWS,
  PullApplier,
  type ApplyResult,
} from './apply-pull.ts';
import { NetworkError, type HttpClient } from './http-client.ts';
import {
  SyncScanError,
  SyncStreamScanner,
  type ScannedBatch,
  type ScannedValue,
} from './sync-stream-scanner.ts';

/** The server sent a sync payload that does not match the contract: nothing more of it is applied. */
export class SyncPayloadError extends Error {
  override name = 'SyncPayloadError';
}

export interface PullResult extends ApplyResult {
  readonly firstSync: boolean;
  /**
   * Where the worker's time went, for the benchmark and the SQL-minded developer. The steps overlap with the
   * download: fetchMs is the time spent waiting for the network (the request, then each piece of the answer).
   */
  readonly timings: {
    readonly fetchMs: number;
    readonly parseMs: number;
    readonly validateMs: number;
    readonly applyMs: number;
    readonly totalMs: number;
  };
}

/** The HTTP client's paths are relative to the API's base. */
const SYNC_PATH = API_PATHS.sync;
const WHAT = 'Failed to get inspections';
/** The whole answer may take minutes on a slow network; a silent one is given up much sooner. */
const ANSWER_TIMEOUT_MS = 15 * 60_000;
const IDLE_TIMEOUT_MS = 60_000;
/** How long the next piece may keep the worker waiting before the open transaction is committed. */
const COMMIT_WHEN_WAITING_MS = 200;

type Header = { serverTimeUtc?: string; isFullSync?: boolean; totalRows?: number };

/**
 * GET /inspection/sync with the stored cursor (none on the first sync), read as it arrives: the answer is cut into
 * batches of rows (sync-stream-scanner.ts), each parsed and validated with the shared schemas, and written at once
 * while the rest downloads (PullApplier: transactions of up to 40k rows, the cursor with the last one). A bad batch stops the
 * pull before it is written, and the cursor stays where it was, so the next pull asks for the same answer again.
 * Progress is reported on the first sync only (recording spec §7).
 */
export async function pull(
  http: HttpClient,
  serial: SerialDb,
  onProgress?: (fraction: number) => void,
  options: { chunkRows?: number } = {},
): Promise<PullResult> {
  const cursor = await serial.use((db) => db.selectValue('SELECT lastSyncDate FROM syncState WHERE id = 1'));
  const firstSync = typeof cursor !== 'string';
  // A full answer also removes what the server no longer lists, unless the database holds nothing to remove (the
  // first sync into an empty database; a first sync that was interrupted has rows, and sweeps).
  const mayHoldRows = !firstSync || (await holdsSweptRows(serial));
  const clock = new Clock();
  const body = await clock.time('fetchMs', () =>
    http.stream(SYNC_PATH, {
      what: WHAT,
      query: { LastSyncDate: firstSync ? undefined : cursor },
      timeoutMs: ANSWER_TIMEOUT_MS,
    }),
  );
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const scanner = new SyncStreamScanner({ batchRows: PIECE_ROWS });
  const header: Header = {};
  const listsSeen = new Set<SyncListName>();
  let applier: PullApplier | undefined;
  const startApplier = () =>
    new PullApplier(serial, {
      chunkRows: options.chunkRows ?? (mayHoldRows ? DEFAULT_CHUNK_ROWS : EMPTY_DB_CHUNK_ROWS),
      sweep: mayHoldRows && header.isFullSync !== false,
      total: header.totalRows,
      onProgress: firstSync && onProgress ? (applied, total) => onProgress(applied / total) : undefined,
    });
  try {
    for (;;) {
      const { done, value } = await clock.time('fetchMs', () => readPiece(reader, applier));
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      const events = clock.time('parseMs', () => scan(scanner, text));
      for (const event of events) {
        if (event.kind === 'value') {
          readValue(header, event);
          if (applier && event.key === 'totalRows') applier.total = header.totalRows;
          continue;
        }
        applier ??= startApplier();
        const json = `[${event.text}]`;
        const rows = clock.time('parseMs', () => parseBatch(event, json));
        clock.time('validateMs', () => validateBatch(event, rows));
        if (event.section === 'deleted') {
          applier.delete(event.list, json, event.count);
          continue;
        }
        if (event.last) listsSeen.add(event.list);
        const target = applier;
        await clock.time('applyMs', () => target.upsert(event.list, json, event.count));
      }
      if (done) break;
    }
    clock.time('parseMs', () => scan(scanner, undefined));
    const complete = checkComplete(header, listsSeen);
    applier ??= startApplier();
    const finishing = applier;
    const result = await clock.time('applyMs', () => finishing.finish(complete));
    return { ...result, firstSync, timings: clock.figures() };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    await applier?.close();
  }
}

/** Whether any list a sweep would clean has rows (a database that synced, or began to). */
async function holdsSweptRows(serial: SerialDb): Promise<boolean> {
  const lists = SYNC_LIST_NAMES.filter((list) => !NEVER_SWEPT.has(list));
  const sql = `SELECT ${lists.map((list) => `EXISTS (SELECT 1 FROM "${list}")`).join(' OR ')}`;
  return Boolean(await serial.use((db) => db.selectValue(sql)));
}

/**
 * The next piece of the answer. If it keeps the worker waiting, the applier's open transaction is committed
 * meanwhile (the UI's reads must not wait for the network). A connection lost (or silent for too long) mid-way is a
 * network failure.
 */
async function readPiece(reader: ReadableStreamDefaultReader<Uint8Array>, applier: PullApplier | undefined) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new NetworkError(`${WHAT}: the answer stopped for ${IDLE_TIMEOUT_MS / 1000} s`)),
      IDLE_TIMEOUT_MS,
    );
  });
  const next = Promise.race([reader.read(), silent]);
  try {
    if (applier) {
      let wait: ReturnType<typeof setTimeout> | undefined;
      const waiting = await Promise.race([
        next.then(() => false),
        new Promise<boolean>((resolve) => (wait = setTimeout(() => resolve(true), COMMIT_WHEN_WAITING_MS))),
      ]).finally(() => clearTimeout(wait));
      if (waiting) await applier.idle();
    }
    return await next;
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    throw new NetworkError(`${WHAT}: the answer was cut off (${(error as Error).message})`);
  } finally {
    clearTimeout(timer);
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

function validateBatch(batch: ScannedBatch, rows: unknown): void {
  const schema =
    batch.section === 'syncItems' ? SyncItemsSchema.entries[batch.list] : deletedSchema(batch.list);
  // The check alone (no output copied) is about half the cost: the full parse runs only to say what is wrong.
  if (v.is(schema, rows)) return;
  const parsed = v.safeParse(schema, rows);
  if (parsed.success) return;
  const issues = parsed.issues.slice(0, 3).map((issue) => {
    const [index, ...rest] = issue.path?.map((item) => String(item.key)) ?? [];
    const at = [batch.section, batch.list, Number(index) + batch.offset, ...rest].join('.');
    return `${at}: ${issue.message}`;
  });
  throw new SyncPayloadError(`The server's sync data is not valid: ${issues.join('; ')}`);
}

function deletedSchema(list: SyncListName) {
  return SyncDeletedSchema.entries[list].wrapped;
}

function readValue(header: Header, value: ScannedValue): void {
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
  if (value.key === 'serverTimeUtc') header.serverTimeUtc = result.output as string;
  else if (value.key === 'isFullSync') header.isFullSync = result.output as boolean;
  else header.totalRows = result.output as number | undefined;
}

/** The answer ended: it must have had its cursor, its kind and every list. */
function checkComplete(header: Header, listsSeen: ReadonlySet<SyncListName>) {
  const missing = [
    ...(header.serverTimeUtc === undefined ? ['serverTimeUtc'] : []),
    ...(header.isFullSync === undefined ? ['isFullSync'] : []),
    ...SYNC_LIST_NAMES.filter((list) => !listsSeen.has(list)).map((list) => `syncItems.${list}`),
  ];
  if (missing.length > 0 || header.serverTimeUtc === undefined || header.isFullSync === undefined)
    throw new SyncPayloadError(
      `The server's sync data is not valid: missing ${missing.slice(0, 3).join(', ')}`,
    );
  return { serverTimeUtc: header.serverTimeUtc, isFullSync: header.isFullSync };
}

type Step = 'fetchMs' | 'parseMs' | 'validateMs' | 'applyMs';

/** Time spent per step; steps interleave, so each is the sum of its own stretches. */
class Clock {
  readonly #started = performance.now();
  readonly #spent: Record<Step, number> = { fetchMs: 0, parseMs: 0, validateMs: 0, applyMs: 0 };

  time<T>(step: Step, fn: () => T): T {
    const started = performance.now();
    const result = fn();
    if (result instanceof Promise) {
      return result.finally(() => (this.#spent[step] += performance.now() - started)) as T;
    }
    this.#spent[step] += performance.now() - started;
    return result;
  }

  figures(): PullResult['timings'] {
    return { ...this.#spent, totalMs: performance.now() - this.#started };
  }
}
