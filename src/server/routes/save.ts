import { Hono } from 'hono';
import { SaveInspectionsRequestSchema } from '../../api/save-inspections.ts';
import type { AppEnv } from '../app-env.ts';
import { parseOr400, readJson } from '../http-errors.ts';
import { takeDailyQuota } from '../save/daily-quota.ts';
import { refuseOverSaveLimits } from '../save/save-limits.ts';
import { SaveQueue } from '../save/save-queue.ts';
import type { Services } from '../services.ts';

// POST inspection (recording spec §7): saveInspectionsRequest in, the inspections result out; idempotent by
// externalId.

export function saveRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Saves that arrive together are written together (save-queue.ts).
  const saves = new SaveQueue(() => services.db);
  routes.post('/inspection', async (c) => {
    const request = parseOr400(
      SaveInspectionsRequestSchema,
      await readJson(c, { maxBytes: services.bodyMaxBytes }),
      'body',
    );
    await refuseOverSaveLimits(services.db, request, c.get('identity'));
    if (services.dailyQuota !== undefined)
      await takeDailyQuota(services.db, request, c.get('identity'), services.dailyQuota);
    const { result, orphanedFiles } = await saves.save(request, c.get('identity'));
    for (const file of orphanedFiles) {
      await services.photos.remove(file).catch((error: unknown) => {
        services.log.warn('photo file not removed', { error: String(error) });
      });
    }
    return c.json(result);
  });
  return routes;
}
