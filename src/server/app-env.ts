import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Identity } from './auth/verify-token.ts';

// The Hono environment of the app: the Node request and response (from @hono/node-server) and what middleware sets.

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: { identity: Identity };
}

/** Per-request facts the request log line reports (set by middleware on the Node request). */
export interface RequestLogFacts {
  user?: string;
  /** The pattern of the route that answered (metrics/hono-metrics.ts): never the path itself. */
  route?: string;
  /** A sync answer's kind (routes/sync.ts). */
  sync?: 'full' | 'delta';
}

const facts = new WeakMap<IncomingMessage, RequestLogFacts>();

export function logFactsOf(req: IncomingMessage): RequestLogFacts {
  let found = facts.get(req);
  if (found === undefined) {
    found = {};
    facts.set(req, found);
  }
  return found;
}
