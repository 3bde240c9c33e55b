import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerConfig } from './config.ts';

// Slow clients must not hold the server: headers sent a byte a second held a connection 78 s, a stalled
// upload 300 s with what it had sent in memory, and nothing capped the connections one process kept open. Node's own
// timeouts are set in seconds and checked every second; a body that stops arriving is answered 408 and its connection
// closed (releasing what was read of it); a connection over the cap is answered 503 and closed.

/** Node's server options for the timeouts: the headers' and the whole request's, checked every second. */
export function timeoutOptions(timeouts: ServerConfig['timeouts']): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: 1000,
  };
}

const hasBody = (req: IncomingMessage): boolean =>
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') ||
  req.headers['transfer-encoding'] !== undefined;

/**
 * Closes a request's connection when its body stops arriving for `idleMs` (408 when no answer was sent yet). Only
 * while the body arrives: the answer may take its time (a report), and an idle connection is the keep-alive's.
 */
export function watchBodyIdle(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  if (!hasBody(req)) return;
  const socket = req.socket;
  socket.setTimeout(idleMs);
  req.once('end', () => {
    // After the answer the connection's idle time is the keep-alive's, which Node has set.
    if (!res.writableFinished) socket.setTimeout(0);
  });
  req.once('timeout', () => {
    if (res.headersSent) {
      socket.destroy();
      return;
    }
    const seconds = Math.round(idleMs / 1000);
    res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    res.end(
      JSON.stringify({ error: `The request body stopped arriving for ${seconds} s: send it again` }),
      () => socket.destroy(),
    );
  });
}

/** The refusal of a connection over the cap, written on the socket before any request is read. */
function overCapAnswer(max: number): string {
  const body = JSON.stringify({
    error: `The server has ${max} connections open, its most: try again in a few seconds`,
  });
  return [
    'HTTP/1.1 503 Service Unavailable',
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'retry-after: 5',
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * At most `max` open connections: one more is answered 503 (with Retry-After) and closed. With TLS the answer is
 * written once the connection is secure.
 */
export function capConnections(server: Server, max: number, secure: boolean): void {
  let open = 0;
  server.on(secure ? 'secureConnection' : 'connection', (socket: Socket) => {
    if (open >= max) {
      refused.add(socket);
      socket.end(overCapAnswer(max), () => socket.destroy());
      // A client that never reads its answer does not keep the socket either.
      setTimeout(() => socket.destroy(), 5000).unref();
      return;
    }
    open++;
    socket.once('close', () => open--);
  });
}

/** Connections answered 503 by capConnections: a request Node parses on one before it closes is not served. */
const refused = new WeakSet<Socket>();

export const isRefusedConnection = (socket: Socket): boolean => refused.has(socket);
