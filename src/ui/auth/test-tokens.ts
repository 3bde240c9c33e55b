// Unsigned tokens with the claims the app reads, for unit tests (the app only reads a token's claims; the server
// checks signatures).

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function testToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.sig`;
}

/** A token expiring at `expMs` (milliseconds). */
export function tokenExpiringAt(expMs: number, claims: Record<string, unknown> = {}): string {
  return testToken({
    name: 'Ana Inspector',
    email: 'ana@example.com',
    ...claims,
    exp: Math.floor(expMs / 1000),
  });
}
