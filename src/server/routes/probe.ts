import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../services.ts';

// GET probe/ready (shell spec §7): 200 when the server and its database can serve, 503 otherwise. No token needed.

export function probeRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/probe/ready', async (c) => {
    const ready = await services.isReady().catch(() => false);
    c.header('cache-control', 'no-store');
    return ready ? c.json({ status: 'ready' }) : c.json({ status: 'not ready' }, 503);
  });
  return routes;
}
