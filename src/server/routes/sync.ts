import { Hono } from 'hono';
import { SyncQuerySchema } from '../../api/paths.ts';
import type { AppEnv } from '../app-env.ts';
import { parseOr400 } from '../http-errors.ts';
import type { Services } from '../services.ts';
import { errorFields } from '../log.ts';
import { compressBody, pickEncoding } from '../sync/compress.ts';
import { openSyncStream } from '../sync/stream.ts';

// GET inspection/sync?LastSyncDate= (recording spec §7): without LastSyncDate every row of every list; with it what
// changed since (and the keys of deleted rows), from a safe cursor (sync/cursor.ts). serverTimeUtc is the next
// LastSyncDate. The answer streams from the database a page at a time (sync/stream.ts), compressed as it goes
// (sync/compress.ts).

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
    const answer = await openSyncStream(
      services.db,
      {
        since,
        overlapMs: services.syncOverlapMs,
        barrier: services.syncBarrier ?? true,
        beforeCursor: services.beforeSyncCursor,
      },
      (error) => services.log.error('sync answer cut off', errorFields(error)),
    );
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    return new Response(encoding ? compressBody(answer.body, encoding) : answer.body, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
    });
  });
  return routes;
}
