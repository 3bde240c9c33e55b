import type { MiddlewareHandler } from 'hono';
import { logFactsOf, type AppEnv } from '../app-env.ts';
import { HttpError } from '../http-errors.ts';
import { AuthError, type TokenVerifier } from './verify-token.ts';

// Every API call but the probe needs `Authorization: Bearer <JWT>`; a missing, forged, expired or wrong-audience
// token is a 401 that says which (RFC 6750), and the subject of a good one goes into the request's log line.

function unauthorized(message: string, error?: 'invalid_token'): HttpError {
  const challenge =
    error === undefined
      ? 'Bearer realm="inspect"'
      : `Bearer realm="inspect", error="${error}", error_description="${message.replaceAll('"', "'")}"`;
  return new HttpError(401, { error: message }, { 'www-authenticate': challenge });
}

export function requireBearer(verifier: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '') throw unauthorized('A bearer token is required');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized('The Authorization header must be "Bearer <token>"', 'invalid_token');
    try {
      const identity = await verifier.verify(match[1] as string);
      c.set('identity', identity);
      if (c.env.incoming) logFactsOf(c.env.incoming).user = identity.sub;
    } catch (error) {
      if (error instanceof AuthError) throw unauthorized(error.message, 'invalid_token');
      throw error;
    }
    await next();
  };
}
