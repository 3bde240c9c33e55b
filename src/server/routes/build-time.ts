import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

// GET /build-time.json (shell spec §7 "Build time"): the build's file from dist when there is one (vite writes it),
// else the time this server started, so the footer always has a date. Never cached: a new build must show at once.

export function buildTimeRoutes(distDir: string, startedAt: Date): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/build-time.json', async (c) => {
    c.header('cache-control', 'no-cache');
    const text = await readFile(path.join(distDir, 'build-time.json'), 'utf8').catch(() => undefined);
    if (text !== undefined) {
      try {
        const parsed = JSON.parse(text) as { buildTime?: unknown };
        if (typeof parsed.buildTime === 'string') return c.json({ buildTime: parsed.buildTime });
      } catch {
        // A broken file counts as none.
      }
    }
    return c.json({ buildTime: startedAt.toISOString() });
  });
  return routes;
}
