// The security headers of the server's answers. Every answer says nosniff (a browser never guesses a type from the
// bytes). The app's HTML pages carry a Content-Security-Policy the app works under: its scripts and worker from this
// origin, WebAssembly (SQLite) compiled with 'wasm-unsafe-eval', photos as blob: URLs, and the identity provider's
// origin for MSAL's fetches and its hidden renewal iframe (the sign-in popup is a window of its own, which returns
// through /redirect.html on this origin). The app may frame only itself (MSAL's iframe lands on /redirect.html), and
// no page sends a Referer (a URL can carry an authorization code). The local identity provider's pages are plain
// forms: no script at all.
//
// Every directive is one WebKit (Safari) knows: WebKit logs an error on every load for one it does not, so there is
// no `manifest-src` (the manifest falls back to `default-src 'self'`, the same rule).

export const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

/**
 * Strict-Transport-Security, on every answer when users reach the server over https. The server knows it from its own
 * configuration, never from a request header a client could forge: it serves TLS itself (TLS_CERT_FILE), or its
 * PUBLIC_URL (the origin users reach, e.g. behind a proxy or load balancer that ends TLS) is https. One year; not
 * includeSubDomains, since other hosts of the domain are not this server's to decide.
 */
export const HSTS = { 'strict-transport-security': 'max-age=31536000' } as const;

export function servedOverHttps(config: { readonly tls: unknown; readonly publicUrl: string }): boolean {
  return config.tls !== undefined || config.publicUrl.startsWith('https://');
}

/** The app's policy; `authOrigins` are the identity provider's origins (none when it is this server's /oidc). */
export function appContentSecurityPolicy(authOrigins: readonly string[]): string {
  const auth = authOrigins.length === 0 ? '' : ` ${authOrigins.join(' ')}`;
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    // blob: so the app can read back its own photos' object URLs (a photo to share or attach; same-origin only).
    `connect-src 'self' blob:${auth}`,
    `frame-src 'self'${auth}`,
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const IDENTITY_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function appHtmlHeaders(authOrigins: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': appContentSecurityPolicy(authOrigins),
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
  };
}

export const IDENTITY_PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': IDENTITY_PAGE_POLICY,
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};
