import { Hono } from 'hono';
import { SyncQuerySchema } from '../../api/paths.ts';
import type { AppEnv } from '../app-env.ts';
import { parseOr400 } from '../http-errors.ts';
import type { Services } from '../services.ts';
import { errorFields } from '../log.ts';
import { answerBody } from '../sync/answer-body.ts';
import { compressBody, pickEncoding } from '../sync/compress.ts';
import { readDataVersion } from '../sync/data-version.ts';
import { planSync, streamSync } from '../sync/stream.ts';

// GET inspection/sync?LastSyncDate= (recording spec §7): without LastSyncDate every row of every list; with it what
// changed since (and the keys of deleted rows), from a safe cursor (sync/cursor.ts). serverTimeUtc is the next
// LastSyncDate. The answer streams from the database a page at a time (sync/stream.ts), compressed as it goes
// (sync/compress.ts); a small one (most deltas) is read whole and compressed at once (sync/answer-body.ts). A full
// sync of data unchanged since one was answered is served from that answer's bytes on disk instead, and a live one is
// kept there for the next (sync/full-sync-snapshot.ts).

export function syncRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/inspection/sync', async (c) => {
    const raw = c.req.query('LastSyncDate') ?? c.req.query('lastSyncDate');
    const query = parseOr400(
      SyncQuerySchema,
      raw === undefined || raw === '' ? {} : { LastSyncDate: raw },
      'query',
    );
    const since = query.LastSyncDate === undefined ? undefined : new Date(query.LastSyncDate);
    const db = services.db;
    const plan = await planSync(db, {
      since,
      overlapMs: services.syncOverlapMs,
      barrier: services.syncBarrier ?? true,
      beforeCursor: services.beforeSyncCursor,
    });
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    };
    const snapshots = plan.isFullSync ? services.syncSnapshots : undefined;
    const version = snapshots && (await readDataVersion(db, plan.totalRows));
    if (snapshots && version) {
      const stored = await snapshots.open(encoding ?? 'identity', version, plan.serverTimeUtc);
      if (stored) return new Response(stored.body, { headers });
    }
    const live = streamSync(db, plan, {
      onError: (error) => services.log.error('sync answer cut off', errorFields(error)),
    });
    if (snapshots && version) {
      const body = encoding ? compressBody(live, encoding) : live;
      return new Response(await snapshots.record(encoding ?? 'identity', version, plan.serverTimeUtc, body), {
        headers,
      });
    }
    return new Response(await answerBody(live, encoding), { headers });
  });
  return routes;
}
