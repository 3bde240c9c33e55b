import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { logFactsOf, type AppEnv } from './app-env.ts';
import type { LocalIdentity } from './auth/identity.ts';
import { isOidcPath, OIDC_MOUNT } from './auth/local-oidc.ts';
import { isLocalRequest, NOT_LOCAL_MESSAGE } from './auth/local-request.ts';
import type { Logger } from './log.ts';
import { HSTS, NOSNIFF } from './security-headers.ts';
import { isRefusedConnection, watchBodyIdle } from './slow-clients.ts';

// The Node request handler: the local OpenID Connect provider's routes go to oidc-provider (a Koa app), everything
// else to the Hono app; every request ends with one JSON log line (no query, no headers, so no token or code).

export function createRequestHandler(
  app: Hono<AppEnv>,
  log: Logger,
  local: LocalIdentity | undefined,
  /** Users reach this server over https: its own TLS, or PUBLIC_URL behind a proxy that ends TLS. */
  https = false,
  /** How long a request's body may stop arriving before its connection is closed (slow-clients.ts). */
  bodyIdleMs = 15_000,
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
      log.info('request', {
        requestId,
        method,
        path: rawPath,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
        ...logFactsOf(req),
      });
    };
    res.once('finish', done);
    res.once('close', done);
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
