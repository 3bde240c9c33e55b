import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE } from '../api/paths.ts';
import type { AppEnv } from './app-env.ts';
import type { LocalIdentity } from './auth/identity.ts';
import { OIDC_MOUNT } from './auth/local-oidc.ts';
import { LOCAL_SIGN_IN_PATH } from './auth/local-sign-in.ts';
import { requireBearer } from './auth/require-bearer.ts';
import { errorResponse, HttpError } from './http-errors.ts';
import { errorFields } from './log.ts';
import { countInFlight, countSaves, noteRoute } from './metrics/hono-metrics.ts';
import { buildTimeRoutes } from './routes/build-time.ts';
import { photoRoutes, photoWireLimit } from './routes/photos.ts';
import { rateLimit, RateLimiter } from './rate-limit.ts';
import { probeRoutes } from './routes/probe.ts';
import { reportRoutes } from './routes/report.ts';
import { saveRoutes } from './routes/save.ts';
import { syncRoutes } from './routes/sync.ts';
import { userMessageRoutes } from './routes/user-message.ts';
import { appHtmlHeaders, IDENTITY_PAGE_HEADERS } from './security-headers.ts';
import type { Services } from './services.ts';
import { serveFrontEnd } from './static-files.ts';

// The HTTP surface: the spec's API under /api/admin/v1 (bearer token on every call but the probe), the local
// identity pages in local mode, /build-time.json, and the built front end on the same origin.

export function createApp(services: Services, local?: LocalIdentity): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    services.log.error('request failed', { method: c.req.method, path: c.req.path, ...errorFields(error) });
    return c.json({ error: 'Internal server error' }, 500);
  });

  app.use('*', noteRoute);

  const api = new Hono<AppEnv>();
  const metrics = services.metrics;
  if (metrics !== undefined) api.use('/inspection', countSaves(metrics));
  api.route('/', probeRoutes(services));
  api.use('*', requireBearer(services.verifier));
  if (services.rateLimit !== undefined)
    api.use('*', rateLimit(new RateLimiter(services.rateLimit), services.log));
  if (metrics !== undefined) {
    api.use('/inspection/upload/*', countInFlight(metrics, 'photo_upload'));
    api.use('/inspection/download/*', countInFlight(metrics, 'photo_download'));
    api.use('/report/generate', countInFlight(metrics, 'report'));
  }
  // Every call's body is counted as it arrives, whatever the route reads of it: the largest any call takes here, and
  // each route its own (JSON routes in readJson, a photo upload in routes/photos.ts).
  const anyBodyMax = Math.max(services.bodyMaxBytes, photoWireLimit(services.photoMaxBytes));
  api.use(
    '*',
    bodyLimit({
      maxSize: anyBodyMax,
      onError: (c) => c.json({ error: `The request body is larger than ${anyBodyMax} bytes` }, 413),
    }),
  );
  api.route('/', syncRoutes(services));
  api.route('/', saveRoutes(services));
  api.route('/', photoRoutes(services));
  api.route('/', userMessageRoutes(services));
  api.route('/', reportRoutes(services));
  api.all('*', (c) => c.json({ error: `No such API call: ${c.req.method} ${c.req.path}` }, 404));
  app.route(API_BASE, api);

  if (local !== undefined) {
    const identityPages: MiddlewareHandler<AppEnv> = async (c, next) => {
      await next();
      if (c.res.headers.get('content-type')?.startsWith('text/html')) {
        for (const [name, value] of Object.entries(IDENTITY_PAGE_HEADERS)) c.res.headers.set(name, value);
      }
    };
    app.use(`${OIDC_MOUNT}/*`, identityPages);
    app.use(LOCAL_SIGN_IN_PATH, identityPages);
    app.use(`${LOCAL_SIGN_IN_PATH}/*`, identityPages);
    app.route(OIDC_MOUNT, local.interactionRoutes);
    app.route(LOCAL_SIGN_IN_PATH, local.signInRoutes);
  } else {
    // With an external identity provider there is no local one, and no local sign-in.
    const none = (c: Context<AppEnv>) => c.json({ error: 'Not found' }, 404);
    app.all(OIDC_MOUNT, none);
    app.all(`${OIDC_MOUNT}/*`, none);
    app.all(LOCAL_SIGN_IN_PATH, none);
  }
  app.route('/', buildTimeRoutes(services.distDir, services.startedAt));
  app.get('*', serveFrontEnd(services.distDir, appHtmlHeaders(services.authOrigins), services.hasStarted));
  return app;
}
