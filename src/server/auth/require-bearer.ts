import type { MiddlewareHandler } from 'hono';
import { logFactsOf, type AppEnv } from '../app-env.ts';
import { isStorableText } from '../../api/wire.ts';
import { badRequest, HttpError } from '../http-errors.ts';
import { AuthError, type Identity, type TokenVerifier } from './verify-token.ts';

// Every API call but the probe needs `Authorization: Bearer <JWT>`; a missing, forged, expired or wrong-audience
// token is a 401 that says which (RFC 6750), and the subject of a good one goes into the request's log line.

function unauthorized(message: string, error?: 'invalid_token'): HttpError {
  const challenge =
    error === undefined
      ? 'Bearer realm="inspect"'
      : `Bearer realm="inspect", error="${error}", error_description="${message.replaceAll('"', "'")}"`;
  return new HttpError(401, { error: message }, { 'www-authenticate': challenge });
}

/** The claims the server stores (the inspector's name, the audit's actor) and the longest it takes of each. */
const STORED_CLAIMS = ['sub', 'name', 'fullname', 'given_name', 'family_name', 'email', 'preferred_username'];
const MAX_CLAIM_LENGTH = 320;

/**
 * A genuine token whose name or subject the database cannot store as it is (a NUL, an unpaired surrogate, a
 * novel-length name) is a bad request naming the claim, not a server error on the first write.
 */
function checkStoredClaims(identity: Identity): void {
  for (const claim of STORED_CLAIMS) {
    const value = identity.claims[claim];
    if (typeof value !== 'string') continue;
    if (isStorableText(value) && value.length <= MAX_CLAIM_LENGTH) continue;
    throw badRequest(`The access token's ${claim} claim cannot be used`, [
      {
        path: `token.${claim}`,
        message: `Expected at most ${MAX_CLAIM_LENGTH} characters without NUL characters or unpaired surrogates`,
      },
    ]);
  }
}

export function requireBearer(verifier: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '') throw unauthorized('A bearer token is required');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized('The Authorization header must be "Bearer <token>"', 'invalid_token');
    try {
      const identity = await verifier.verify(match[1] as string);
      checkStoredClaims(identity);
      c.set('identity', identity);
      if (c.env.incoming) logFactsOf(c.env.incoming).user = identity.sub;
    } catch (error) {
      if (error instanceof AuthError) throw unauthorized(error.message, 'invalid_token');
      throw error;
    }
    await next();
  };
}
