import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { SyncQuerySchema } from '../../api/paths.ts';
import { logFactsOf, type AppEnv } from '../app-env.ts';
import { parseOr400 } from '../http-errors.ts';
import type { Services } from '../services.ts';
import { errorFields } from '../log.ts';
import { answerBody } from '../sync/answer-body.ts';
import { compressBody, pickEncoding } from '../sync/compress.ts';
import { countedAnswer } from '../sync/counted-answer.ts';
import { readDataVersion } from '../sync/data-version.ts';
import { type StoredAnswer } from '../sync/full-sync-snapshot.ts';
import { LiveAnswers, onEnd } from '../sync/live-answers.ts';
import { sendStoredFile } from '../sync/send-stored.ts';
import {
  countFullSync,
  isPlanned,
  startSync,
  streamSync,
  type FullSyncStart,
  type SyncPlan,
} from '../sync/stream.ts';
import { readFullSyncHead, readSyncHead, SharedSyncHeads } from '../sync/sync-heads.ts';

// GET inspection/sync?LastSyncDate= (recording spec §7): without LastSyncDate every row of every list; with it what
// changed since (and the keys of deleted rows), from a safe cursor (sync/cursor.ts). serverTimeUtc is the next
// LastSyncDate. The answer streams from the database a page at a time (sync/stream.ts), compressed as it goes
// (sync/compress.ts); a small one (most deltas) is read whole and compressed at once (sync/answer-body.ts). A full
// sync of data unchanged since one was answered is served from that answer's bytes on disk instead, and a live one is
// kept there for the next (sync/full-sync-snapshot.ts).

export function syncRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const liveFullAnswers = new LiveAnswers();
  // Delta pulls that arrive together share their cursor and their read of what changed (sync/sync-heads.ts).
  const headOptions = { barrier: services.syncBarrier ?? true, beforeCursor: services.beforeSyncCursor };
  const heads = new SharedSyncHeads(() => readSyncHead(services.db, headOptions));
  // Full syncs that arrive together share their cursor and data version the same way: only a stored answer needs it.
  const fullHeads =
    services.syncSnapshots === undefined
      ? undefined
      : new SharedSyncHeads(() => readFullSyncHead(services.db, headOptions));
  routes.get('/inspection/sync', async (c) => {
    const raw = c.req.query('LastSyncDate') ?? c.req.query('lastSyncDate');
    const query = parseOr400(
      SyncQuerySchema,
      raw === undefined || raw === '' ? {} : { LastSyncDate: raw },
      'query',
    );
    const since = query.LastSyncDate === undefined ? undefined : new Date(query.LastSyncDate);
    const db = services.db;
    const start = () =>
      startSync(db, {
        since,
        overlapMs: services.syncOverlapMs,
        ...headOptions,
        heads,
        fullHeads,
      });
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    };
    // A full sync's rows are counted only if it is answered live: a stored answer carries its own count.
    const stored = async (started: SyncPlan | FullSyncStart) => {
      const snapshots = services.syncSnapshots;
      if (!started.isFullSync || snapshots === undefined) return {};
      // Read with a shared head, or here for a delta pull turned full (its device's cursor was too old or too new).
      const version = (isPlanned(started) ? undefined : started.version) ?? (await readDataVersion(db));
      const answer = await snapshots.open(encoding ?? 'identity', version, started.serverTimeUtc);
      return { snapshots, version, answer };
    };
    // A stored answer goes from its file to the Node response directly (send-stored.ts); a test's app.fetch has none.
    // HEAD (which Hono answers with the GET route's headers) gets them without the file.
    const sendStored = (answer: StoredAnswer, context: Context<AppEnv>) => {
      const res = context.env.outgoing;
      const sized = { ...headers, 'content-length': String(answer.bytes) };
      if (context.req.method === 'HEAD') {
        void answer.file.close().catch(() => undefined);
        return new Response(null, { headers: sized });
      }
      services.metrics?.syncAnswer('full', 'stored', answer.bytes);
      if (res === undefined) return new Response(answer.body, { headers });
      res.writeHead(200, sized);
      void sendStoredFile(answer.file, res).catch((error: unknown) => {
        services.log.error('stored sync answer cut off', errorFields(error));
        res.destroy();
      });
      return RESPONSE_ALREADY_SENT;
    };
    let started = await start();
    const kind = started.isFullSync ? 'full' : 'delta';
    if (c.env.incoming !== undefined) logFactsOf(c.env.incoming).sync = kind;
    let found = await stored(started);
    if (found.answer) return sendStored(found.answer, c);
    const turn = started.isFullSync ? await liveFullAnswers.turn() : undefined;
    // Given back when the live answer's body ends; at once when there is none to stream (a failure, a small answer).
    let streaming = false;
    const ended = (body: ReadableStream<Uint8Array>) => {
      if (turn === undefined) return body;
      streaming = true;
      return onEnd(body, turn.release);
    };
    try {
      // Another request may have stored this data's answer meanwhile.
      if (turn?.waited) {
        started = await start();
        found = await stored(started);
        if (found.answer) return sendStored(found.answer, c);
      }
      const planned = isPlanned(started) ? started : await countFullSync(db, started);
      const live = streamSync(db, planned, {
        onError: (error) => services.log.error('sync answer cut off', errorFields(error)),
      });
      const { snapshots, version } = found;
      if (snapshots && version) {
        const body = encoding ? compressBody(live, encoding) : live;
        const recorded = await snapshots.record(encoding ?? 'identity', version, planned.serverTimeUtc, body);
        return new Response(countedAnswer(services.metrics, kind, ended(recorded)), { headers });
      }
      const body = await answerBody(live, encoding);
      return new Response(
        countedAnswer(services.metrics, kind, body instanceof ReadableStream ? ended(body) : body),
        {
          headers,
        },
      );
    } finally {
      if (!streaming) turn?.release();
    }
  });
  return routes;
}
