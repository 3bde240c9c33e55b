import { EngineError } from '../engine-error.ts';
import { NetworkError } from './network-error.ts';
import { networkFailure, statusFailure, waitFailure } from './network-words.ts';

export { NetworkError };

/** Retry-After (seconds, or an HTTP date) in milliseconds from now; undefined when absent or not understood. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The server answered with a non-2xx status (recording spec §7: "Response returned an error code"). */
export class HttpError extends EngineError {
  override name = 'HttpError';
  readonly status: number;
  readonly body: string;
  /** How long the server asked the device to wait before sending again (Retry-After), if it said. */
  readonly retryAfterMs: number | undefined;
  constructor(status: number, body: string, what: string, retryAfter?: number) {
    super(
      'network',
      status === 429 ? waitFailure(what, body, retryAfter) : statusFailure(what, status, body),
      { status },
    );
    this.status = status;
    this.body = body;
    this.retryAfterMs = retryAfter;
  }
}

/** The UI thread's answer to "a current access token, please"; `forceRefresh` after a 401. */
export type TokenProvider = (options: { forceRefresh: boolean }) => Promise<string | undefined>;

export interface HttpClientOptions {
  /** Base of the API, e.g. `/api/admin/v1` on the app's own origin (API_BASE of src/api/paths.ts). */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly getToken: () => TokenProvider | undefined;
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST';
  readonly query?: Record<string, string | undefined>;
  readonly json?: unknown;
  readonly body?: BodyInit;
  readonly headers?: Record<string, string>;
  /** What the caller was doing, for the error message (e.g. "Failed to get inspections"). */
  readonly what: string;
  readonly timeoutMs?: number;
  readonly auth?: boolean;
  /** Sends this request another way (the sync reader's worker fetches the answer it reads). */
  readonly fetch?: typeof fetch;
}

/**
 * The worker's one door to the server: bearer token asked of the UI before every call (never stored beyond memory),
 * one retry with a fresh token after a 401, a timeout on every request, and errors sorted into network vs HTTP.
 */
export class HttpClient {
  readonly #options: HttpClientOptions;
  #timeoutCapMs: number | undefined;

  constructor(options: HttpClientOptions) {
    this.#options = options;
  }

  /** Caps every request's timeout (a test network that stalls on purpose should not cost minutes). */
  setTimeoutCap(ms: number | undefined): void {
    this.#timeoutCapMs = ms;
  }

  async request(path: string, options: RequestOptions): Promise<Response> {
    const first = await this.#send(path, options, false);
    if (first.status !== 401 || options.auth === false) return this.#checked(first, options.what);
    // A body cut off by the network cannot even be cancelled cleanly: that is no reason to fail.
    await first.body?.cancel().catch(() => undefined);
    return this.#checked(await this.#send(path, options, true), options.what);
  }

  async json(path: string, options: RequestOptions): Promise<unknown> {
    const response = await this.request(path, options);
    try {
      return await response.json();
    } catch (error) {
      throw new NetworkError(
        networkFailure(options.what, { kind: 'notJson', detail: (error as Error).message }),
      );
    }
  }

  /**
   * A request whose answer is read as it arrives: its body as a stream. The request's timeout covers the whole
   * answer; the caller reads it (and sorts a connection lost mid-way from the server's own answer).
   */
  async stream(path: string, options: RequestOptions): Promise<ReadableStream<Uint8Array>> {
    const response = await this.request(path, options);
    if (!response.body) throw new NetworkError(networkFailure(options.what, { kind: 'noBody' }));
    return response.body;
  }

  async #send(path: string, options: RequestOptions, forceRefresh: boolean): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.auth !== false) {
      let token: string | undefined;
      try {
        token = await this.#options.getToken()?.({ forceRefresh });
      } catch (error) {
        // The UI could not answer (reloading, signing in): nothing was sent, so try again later.
        throw new NetworkError(networkFailure(options.what, { kind: 'noToken', detail: String(error) }));
      }
      if (token) headers.authorization = `Bearer ${token}`;
    }
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    // API paths (API_PATHS) are relative to the base; an absolute path (APP_PATHS) is a file of the app itself.
    const target = path.startsWith('/') ? path : `${this.#options.baseUrl}/${path}`;
    const url = new URL(target, globalThis.location?.href ?? 'http://localhost/');
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const timeout = Math.min(
      options.timeoutMs ?? this.#options.timeoutMs ?? 30_000,
      this.#timeoutCapMs ?? Infinity,
    );
    const fetcher = options.fetch ?? this.#options.fetch ?? fetch;
    try {
      return await fetcher(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        cache: 'no-store',
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new NetworkError(
        networkFailure(
          options.what,
          (error as Error).name === 'TimeoutError'
            ? { kind: 'timeout', ms: timeout }
            : { kind: 'unreachable', detail: String(error) },
        ),
      );
    }
  }

  async #checked(response: Response, what: string): Promise<Response> {
    if (response.ok) return response;
    const body = await response.text().catch(() => '');
    throw new HttpError(response.status, body, what, retryAfterMs(response.headers.get('retry-after')));
  }
}

/** Worth retrying later: the network, a timeout, or the server's own trouble (5xx, 408, 429). */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof HttpError && (error.status >= 500 || error.status === 408 || error.status === 429);
}
