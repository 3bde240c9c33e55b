import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the proxy does to the next matching request. */
export type Fault =
  | 'drop-mid-body' // the answer's headers and half its body, then the connection dies
  | 'status-500'
  | 'status-503'
  | 'stall' // accepts the request and never answers (the client's timeout fires)
  | 'duplicate' // forwards the request twice to the server, answers with the second
  | 'drop-request'; // the connection dies before the server sees the request

export interface FaultProxyOptions {
  readonly target: string; // e.g. http://127.0.0.1:4320
  /** Only these paths get faults; everything else (the app's files) passes untouched. */
  readonly faultPaths?: RegExp;
  /** Chance (0..1) that a matching request gets a fault when none is queued; faults are chosen by `random`. */
  readonly faultRate?: number;
  readonly random?: () => number;
}

export interface FaultCounts {
  forwarded: number;
  faults: Record<Fault | 'offline', number>;
}

const RANDOM_FAULTS: readonly Fault[] = [
  'drop-mid-body',
  'status-500',
  'status-503',
  'stall',
  'duplicate',
  'drop-request',
];

/**
 * A loopback HTTP proxy between the browser and the real server that injects the network's bad days on demand or at
 * random: dropped bodies, 5xx, stalls, duplicated deliveries, and going offline for a while.
 */
export class FaultProxy {
  readonly #options: FaultProxyOptions;
  readonly #server: http.Server;
  readonly #sockets = new Set<Socket>();
  readonly #queued: { fault: Fault; match: RegExp | undefined }[] = [];
  readonly #waiters: { match: RegExp; resolve: () => void }[] = [];
  #offline = false;
  readonly counts: FaultCounts = {
    forwarded: 0,
    faults: {
      'drop-mid-body': 0,
      'status-500': 0,
      'status-503': 0,
      stall: 0,
      duplicate: 0,
      'drop-request': 0,
      offline: 0,
    },
  };

  constructor(options: FaultProxyOptions) {
    this.#options = options;
    this.#server = http.createServer((req, res) => void this.#handle(req, res));
    this.#server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
  }

  async listen(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Queue a fault for the next request to a fault path (or the next one whose method and path match). */
  inject(fault: Fault, match?: RegExp): void {
    this.#queued.push({ fault, match });
  }

  /** Resolves when a request whose "METHOD /path" matches arrives (before it is answered). */
  nextRequest(match: RegExp): Promise<void> {
    return new Promise((resolve) => this.#waiters.push({ match, resolve }));
  }

  /** Offline: every API request's connection is cut until `online()`; the app's files still load. */
  offline(): void {
    this.#offline = true;
  }

  online(): void {
    this.#offline = false;
  }

  set faultRate(rate: number) {
    (this.#options as { faultRate?: number }).faultRate = rate;
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #nextFault(method: string, path: string): Fault | 'offline' | undefined {
    if (!(this.#options.faultPaths ?? /^\/api\//).test(path)) return undefined;
    if (this.#offline) return 'offline';
    const request = `${method} ${path}`;
    const index = this.#queued.findIndex((q) => !q.match || q.match.test(request));
    if (index !== -1) return this.#queued.splice(index, 1)[0]?.fault;
    const random = this.#options.random ?? Math.random;
    if (random() < (this.#options.faultRate ?? 0))
      return RANDOM_FAULTS[Math.floor(random() * RANDOM_FAULTS.length)];
    return undefined;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const request = `${req.method ?? 'GET'} ${req.url ?? '/'}`;
    for (const waiter of this.#waiters.filter((w) => w.match.test(request))) {
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    const fault = this.#nextFault(req.method ?? 'GET', req.url ?? '/');
    if (fault) this.counts.faults[fault]++;
    if (fault === 'offline' || fault === 'drop-request') return void req.socket.destroy();
    if (fault === 'stall') return; // held open until the client gives up or the proxy closes
    if (fault === 'status-500' || fault === 'status-503') {
      res.writeHead(fault === 'status-500' ? 500 : 503, { 'content-type': 'text/plain' });
      return void res.end('injected fault');
    }
    try {
      if (fault === 'duplicate') await this.#forward(req, body);
      const answer = await this.#forward(req, body);
      this.counts.forwarded++;
      const headers = Object.fromEntries(answer.headers);
      delete headers['content-encoding'];
      delete headers['transfer-encoding'];
      delete headers['content-length'];
      res.writeHead(answer.status, headers);
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (fault === 'drop-mid-body') {
        res.flushHeaders();
        res.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
        return void setImmediate(() => req.socket.destroy());
      }
      res.end(bytes);
    } catch {
      req.socket.destroy();
    }
  }

  #forward(req: IncomingMessage, body: Buffer): Promise<Response> {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined || key === 'host' || key === 'connection' || key === 'content-length') continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    return fetch(new URL(req.url ?? '/', this.#options.target), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
      redirect: 'manual',
    });
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
