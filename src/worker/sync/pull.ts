import { API_PATHS } from '../../api/paths.ts';
import { SYNC_LIST_NAMES, type SyncListName } from '../../api/sync-lists.ts';
import type { SerialDb } from '../../db/serial-db.ts';
import { NEVER_SWEPT } from './pull-statements.ts';
import { DEFAULT_CHUNK_ROWS, EMPTY_DB_CHUNK_ROWS, PullApplier, type ApplyResult } from './apply-pull.ts';
import { SyncPayloadError, WHAT, type ReadEvent } from './answer-reader.ts';
import { readInThread, type AnswerSource, type ReaderWorker } from './answer-source.ts';
import { NetworkError, type HttpClient } from './http-client.ts';
import { networkFailure, readerFailureIn } from './network-words.ts';

export { SyncPayloadError };

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
    /** The answer was read (scanned, parsed, validated) in a worker of its own, overlapping the apply. */
    readonly readInWorker: boolean;
    readonly totalMs: number;
    /** When the pull started, in ms since the epoch (comparable with the page's clock: the benchmark's start). */
    readonly startedAt: number;
  };
}

/** The HTTP client's paths are relative to the API's base. */
const SYNC_PATH = API_PATHS.sync;
/** The whole answer may take minutes on a slow network; a silent one is given up much sooner. */
const ANSWER_TIMEOUT_MS = 15 * 60_000;
const IDLE_TIMEOUT_MS = 60_000;
/** How long the next piece may keep the worker waiting before the open transaction is committed. */
const COMMIT_WHEN_WAITING_MS = 200;

type Header = { serverTimeUtc?: string; isFullSync?: boolean; totalRows?: number };

/**
 * GET /inspection/sync with the stored cursor (none on the first sync), read as it arrives: the answer is cut into
 * batches of rows (sync-stream-scanner.ts), each parsed and validated with the shared schemas (by a reader worker
 * beside the apply on a first sync, decision 0021), and written at once while the rest downloads (PullApplier:
 * transactions of up to 40k rows, the cursor with the last one). A row this device cannot read is set aside with its
 * reason (syncQuarantine) and the rest applies; the rows set aside are tried again at the end of every pull. An
 * answer that is not what the contract says (not JSON, cut off, missing lists) stops the pull before its cursor is
 * stored, so the next pull asks for the same answer again. Progress is reported on the first
 * sync only (recording spec §7).
 */
export async function pull(
  http: HttpClient,
  serial: SerialDb,
  onProgress?: (fraction: number) => void,
  options: {
    chunkRows?: number;
    /**
     * A first sync's reader worker (answer-reader-worker.ts), ready or being started; undefined (or none to give):
     * the answer is read on this thread.
     */
    startReader?: () => Promise<ReaderWorker | undefined>;
  } = {},
): Promise<PullResult> {
  const cursor = await serial.use((db) => db.selectValue('SELECT lastSyncDate FROM syncState WHERE id = 1'));
  const firstSync = typeof cursor !== 'string';
  // A full answer also removes what the server no longer lists, unless the database holds nothing to remove (the
  // first sync into an empty database; a first sync that was interrupted has rows, and sweeps).
  const mayHoldRows = !firstSync || (await holdsSweptRows(serial));
  const clock = new Clock();
  // A first sync is read beside the apply, in a worker of its own that fetches the answer itself.
  const worker = await clock.time('fetchMs', async () =>
    firstSync && options.startReader ? await options.startReader() : undefined,
  );
  const body = await clock
    .time('fetchMs', () =>
      http.stream(SYNC_PATH, {
        what: WHAT,
        query: { LastSyncDate: firstSync ? undefined : cursor },
        timeoutMs: ANSWER_TIMEOUT_MS,
        fetch: worker?.fetch,
      }),
    )
    .catch((error: unknown) => {
      worker?.terminate();
      throw error;
    });
  const source = worker ? worker.source() : readInThread(body);
  const header: Header = {};
  const listsSeen = new Set<SyncListName>();
  let applier: PullApplier | undefined;
  const startApplier = () =>
    new PullApplier(serial, {
      chunkRows: options.chunkRows ?? (mayHoldRows ? DEFAULT_CHUNK_ROWS : EMPTY_DB_CHUNK_ROWS),
      sweep: mayHoldRows && header.isFullSync !== false,
      deferIndexes: !mayHoldRows,
      skipsUnchanged: !firstSync,
      total: header.totalRows,
      onProgress: firstSync && onProgress ? (applied, total) => onProgress(applied / total) : undefined,
    });
  try {
    for (;;) {
      const { done, events } = await clock.time('fetchMs', () => readNext(source, applier));
      for (const event of events) {
        if (event.kind === 'value') {
          readValue(header, event);
          if (applier && event.key === 'totalRows') applier.total = header.totalRows;
          continue;
        }
        applier ??= startApplier();
        if (event.section === 'deleted') {
          applier.delete(event.list, event.json, event.count);
          continue;
        }
        if (event.last) listsSeen.add(event.list);
        const target = applier;
        await clock.time('applyMs', () => target.upsert(event.list, event.json, event.count));
        if (event.quarantined) await target.quarantine(event.list, event.quarantined);
      }
      if (done) break;
    }
    const complete = checkComplete(header, listsSeen);
    applier ??= startApplier();
    const finishing = applier;
    await clock.time('applyMs', () => finishing.retryQuarantined());
    const result = await clock.time('applyMs', () => finishing.finish(complete));
    return { ...result, firstSync, timings: clock.figures(source) };
  } catch (error) {
    await source.cancel();
    throw error;
  } finally {
    worker?.terminate();
    await applier?.close();
  }
}

function readValue(header: Header, event: Extract<ReadEvent, { kind: 'value' }>): void {
  if (event.key === 'serverTimeUtc') header.serverTimeUtc = event.value as string;
  else if (event.key === 'isFullSync') header.isFullSync = event.value as boolean;
  else header.totalRows = event.value as number | undefined;
}

/** Whether any list a sweep would clean has rows (a database that synced, or began to). */
async function holdsSweptRows(serial: SerialDb): Promise<boolean> {
  const lists = SYNC_LIST_NAMES.filter((list) => !NEVER_SWEPT.has(list));
  const sql = `SELECT ${lists.map((list) => `EXISTS (SELECT 1 FROM "${list}")`).join(' OR ')}`;
  return Boolean(await serial.use((db) => db.selectValue(sql)));
}

/**
 * The next validated events of the answer. If they keep the worker waiting, the applier's open transaction is
 * committed meanwhile (the UI's reads must not wait for the network). An answer silent for too long is a network
 * failure.
 */
async function readNext(source: AnswerSource, applier: PullApplier | undefined) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new NetworkError(networkFailure(WHAT, { kind: 'stalled', seconds: IDLE_TIMEOUT_MS / 1000 }))),
      IDLE_TIMEOUT_MS,
    );
  });
  // The reader (in its own worker, without the catalogue) writes its failures in English: said here in the language.
  const read = source.next().catch((error: unknown) => {
    throw error instanceof NetworkError ? new NetworkError(readerFailureIn(error.message)) : error;
  });
  const next = Promise.race([read, silent]);
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
  } finally {
    clearTimeout(timer);
  }
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

type Step = 'fetchMs' | 'applyMs';

/** Time spent per step; steps interleave, so each is the sum of its own stretches. */
class Clock {
  readonly #started = performance.now();
  readonly #spent: Record<Step, number> = { fetchMs: 0, applyMs: 0 };

  time<T>(step: Step, fn: () => T): T {
    const started = performance.now();
    const result = fn();
    if (result instanceof Promise) {
      return result.finally(() => (this.#spent[step] += performance.now() - started)) as T;
    }
    this.#spent[step] += performance.now() - started;
    return result;
  }

  /** Reading on this thread happens while waiting for the next events: it is not time spent waiting. */
  figures(source: AnswerSource): PullResult['timings'] {
    const { parseMs, validateMs } = source.timings;
    const reading = source.inThread ? parseMs + validateMs : 0;
    return {
      fetchMs: Math.max(0, this.#spent.fetchMs - reading),
      parseMs,
      validateMs,
      applyMs: this.#spent.applyMs,
      readInWorker: !source.inThread,
      totalMs: performance.now() - this.#started,
      startedAt: performance.timeOrigin + this.#started,
    };
  }
}
