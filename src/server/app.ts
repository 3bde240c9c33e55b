import { Hono } from 'hono';
import { serveFrontEnd } from './static-files.ts';

export interface AppOptions {
  readonly distDir: string;
  /** Answers the readiness probe: true when the server and its database can serve. */
  readonly isReady: () => Promise<boolean>;
}

export const API_BASE = '/api/admin/v1';

/** The HTTP surface: the spec's API under /api/admin/v1 and the built front end on the same origin. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.get(`${API_BASE}/probe/ready`, async (c) => {
    const ready = await options.isReady().catch(() => false);
    c.header('cache-control', 'no-store');
    return ready ? c.json({ status: 'ready' }) : c.json({ status: 'not ready' }, 503);
  });
  app.all(`${API_BASE}/*`, (c) => c.json({ error: `No such API call: ${c.req.method} ${c.req.path}` }, 404));
  app.get('*', serveFrontEnd(options.distDir));
  return app;
}
