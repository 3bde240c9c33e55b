import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { logFactsOf, type AppEnv } from './app-env.ts';
import type { LocalIdentity } from './auth/identity.ts';
import { isOidcPath, OIDC_MOUNT } from './auth/local-oidc.ts';
import { isLocalRequest, NOT_LOCAL_MESSAGE } from './auth/local-request.ts';
import type { Drain } from './drain.ts';
import type { Logger } from './log.ts';
import type { ServerMetrics } from './metrics/server-metrics.ts';
import { HSTS, NOSNIFF } from './security-headers.ts';
import { isRefusedConnection, watchBodyIdle } from './slow-clients.ts';

// The Node request handler: the local OpenID Connect provider's routes go to oidc-provider (a Koa app), everything
// else to the Hono app; every request ends with one JSON log line (no query, no headers, so no token or code).

/** Methods counted by name; any other is counted as "other" (a client chooses it: labels stay few). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createRequestHandler(
  app: Hono<AppEnv>,
  log: Logger,
  local: LocalIdentity | undefined,
  /** Users reach this server over https: its own TLS, or PUBLIC_URL behind a proxy that ends TLS. */
  https = false,
  /** How long a request's body may stop arriving before its connection is closed (slow-clients.ts). */
  bodyIdleMs = 15_000,
  metrics?: ServerMetrics,
  /** Counts requests in flight, and answers new ones 503 once the server is stopping (drain.ts). */
  drain?: Drain,
) {
  const listener = getRequestListener(app.fetch);
  const interactionPrefix = `${OIDC_MOUNT}/interaction/`;
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (isRefusedConnection(req.socket)) return;
    watchBodyIdle(req, res, bodyIdleMs);
    const started = performance.now();
    const method = req.method ?? 'GET';
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const requestId = randomUUID();
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(NOSNIFF)) res.setHeader(name, value);
    if (https) for (const [name, value] of Object.entries(HSTS)) res.setHeader(name, value);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const ms = performance.now() - started;
      const facts = logFactsOf(req);
      // The identity provider's own routes never reach the Hono app that notes the route.
      const route = facts.route ?? (isOidcPath(rawPath) ? `${OIDC_MOUNT}/*` : 'unmatched');
      metrics?.request(route, METHODS.has(method) ? method : 'other', res.statusCode, ms / 1000);
      log.info('request', {
        requestId,
        method,
        path: rawPath,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
        ...facts,
      });
    };
    res.once('finish', done);
    res.once('close', done);
    if (drain !== undefined && !drain.admit(req, res, rawPath)) {
      logFactsOf(req).route = 'stopping';
      return;
    }
    if (local !== undefined && isOidcPath(rawPath)) {
      if (!isLocalRequest(req)) {
        res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: NOT_LOCAL_MESSAGE }));
        return;
      }
      if (!rawPath.startsWith(interactionPrefix)) {
        local.oidc.handle(req, res);
        return;
      }
    }
    void listener(req, res);
  };
}
