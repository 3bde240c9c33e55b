import * as v from 'valibot';
import { API_PATHS, APP_PATHS, BuildTimeSchema } from '../../api/paths.ts';
import type { HttpClient } from '../sync/http-client.ts';

// The shell's own calls (shell spec §7): build time, the update check and the support request. They run in the
// worker, through its one HTTP client, so that the UI thread makes no request of its own beyond sign-in.

/** GET /build-time.json → its buildTime; undefined when the fetch or the parse fails (the footer shows now). */
export async function fetchBuildTime(http: HttpClient): Promise<string | undefined> {
  try {
    const body = v.safeParse(
      BuildTimeSchema,
      await http.json(APP_PATHS.buildTime, { what: 'Build time', auth: false, timeoutMs: 10_000 }),
    );
    const time = body.success ? body.output.buildTime : undefined;
    return time !== undefined && Number.isFinite(Date.parse(time)) ? time : undefined;
  } catch {
    return undefined;
  }
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The update check (shell spec §4): the app's root page fetched with caching off (a cache-busting query v and
 * no-cache headers) and hashed. undefined on any failure: no update is flagged then.
 */
export async function fetchAppHash(http: HttpClient, now: number = Date.now()): Promise<string | undefined> {
  try {
    const response = await http.request(APP_PATHS.root, {
      what: 'Update check',
      auth: false,
      query: { v: String(now) },
      headers: { accept: 'text/html', 'cache-control': 'no-cache', pragma: 'no-cache' },
      timeoutMs: 10_000,
    });
    return await sha256Hex(await response.text());
  } catch {
    return undefined;
  }
}

export interface SupportRequest {
  readonly name: string;
  readonly email: string;
  readonly additionalInformation: string;
  /** Where the request came from, e.g. 'support-screen' or 'no-undercarriage'. */
  readonly context: string;
  readonly metadata: Readonly<Record<string, string>>;
}

/** The chat message posted to support: its text and metadata (shell spec §7), stringified into {message}. */
export function supportMessage(request: SupportRequest): string {
  const text = [
    `Support request from ${request.name || 'an inspector'}${request.email ? ` <${request.email}>` : ''}`,
    request.additionalInformation,
  ].join('\n\n');
  return JSON.stringify({
    text,
    metadata: { name: request.name, email: request.email, context: request.context, ...request.metadata },
  });
}

/**
 * POST user-message with the bearer token of the token provider (a 401 retried once with a fresh token). Fails with
 * a NetworkError when the server cannot be reached, an HttpError when it refuses; the support queue keeps the
 * message for another try (support-queue.ts).
 */
export async function postSupportMessage(http: HttpClient, message: string): Promise<void> {
  const response = await http.request(API_PATHS.userMessage, {
    method: 'POST',
    json: { message },
    what: 'Failed to send the support request',
  });
  await response.body?.cancel();
}
