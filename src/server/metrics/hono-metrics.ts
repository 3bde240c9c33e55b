import type { MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import { logFactsOf, type AppEnv } from '../app-env.ts';
import { Refusal } from '../save/refusal.ts';
import { saveOutcome, type InFlightWork, type ServerMetrics } from './server-metrics.ts';

// The app's part of the metrics: the route pattern a request matched (for the request counter and the log line), what
// became of each save, and the work in flight.

/** Notes the pattern of the route that answered: the first method route that matched, else the catch-all. */
export const noteRoute: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const incoming = c.env?.incoming;
  if (incoming === undefined) return;
  // Middleware (`use`) and the API's not-found answer are ALL routes: the method route is the one that was meant.
  const meant = matchedRoutes(c).find((route) => route.method !== 'ALL');
  logFactsOf(incoming).route = meant?.path ?? routePath(c);
};

/** Counts each save by outcome; before the bearer check, so a save refused for its token is counted too. */
export function countSaves(metrics: ServerMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    await next();
    // A 429 the save itself threw (a Refusal) is the inspector's day; the rate limiter's is not one.
    metrics.save(saveOutcome(c.res.status, c.res.status === 429 && c.error instanceof Refusal));
  };
}

/** Counts a request as work in flight until its answer is sent or its connection closes (a streamed body too). */
export function countInFlight(metrics: ServerMetrics, work: InFlightWork): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const end = metrics.started(work);
    const outgoing = c.env?.outgoing;
    outgoing?.once('close', end);
    try {
      await next();
    } finally {
      if (outgoing === undefined) end();
    }
  };
}
