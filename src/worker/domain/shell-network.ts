// The shell's own calls (shell spec §7): build time, the update check and the support request. They run in the
// worker so that the UI thread makes no request of its own beyond sign-in.

export const API_BASE = '/api/admin/v1';

type Fetch = typeof fetch;

/** GET /build-time.json → its buildTime; undefined when the fetch or the parse fails (the footer shows now). */
export async function fetchBuildTime(fetcher: Fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher('/build-time.json', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { buildTime?: unknown };
    const time = typeof body.buildTime === 'string' ? body.buildTime : undefined;
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
export async function fetchAppHash(
  fetcher: Fetch = fetch,
  now: number = Date.now(),
): Promise<string | undefined> {
  try {
    const response = await fetcher(`/?v=${now}`, {
      cache: 'no-store',
      headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    });
    if (!response.ok) return undefined;
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

/** POST /api/admin/v1/user-message with the bearer token; true when the answer is ok. */
export async function sendSupportRequest(
  request: SupportRequest,
  token: string | undefined,
  fetcher: Fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetcher(`${API_BASE}/user-message`, {
      method: 'POST',
      cache: 'no-store',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ message: supportMessage(request) }),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
