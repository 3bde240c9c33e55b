import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { VerifiedTokens } from './verified-tokens.ts';

// Bearer-token verification with jose: signature against the identity provider's keys (its JWKS), then issuer,
// audience, expiry and age: a token issued longer ago than the configured maximum age, or made to live longer than it
// (a provider's key signing `exp` in year 3000), is refused, and where the provider always names its key (`kid`), a
// token that names none. Every failure is an AuthError with a sentence for the 401 body; the token is never logged.

export interface Identity {
  readonly sub: string;
  readonly name: string | undefined;
  readonly email: string | undefined;
  readonly claims: JWTPayload;
}

export class AuthError extends Error {}

export interface TokenVerifier {
  verify(token: string): Promise<Identity>;
}

export interface VerifierOptions {
  readonly issuer: string;
  readonly audience: string;
  readonly keys: JWTVerifyGetKey;
  /** Seconds of clock difference tolerated on exp and nbf. */
  readonly clockToleranceSeconds?: number;
  /** The oldest a token may be (since its `iat`), and the longest it may live (`exp` - `iat`), in seconds. */
  readonly maxAgeSeconds: number;
  /** Refuse a token whose header names no key (`kid`): the provider always names one. */
  readonly requireKid?: boolean;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384'];

function reason(error: unknown): string {
  if (error instanceof AuthError) return error.message;
  if (error instanceof errors.JWTExpired && error.claim === 'iat')
    return 'The access token was issued longer ago than this server accepts: sign in again';
  if (error instanceof errors.JWTExpired) return 'The access token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'The access token is not for this API (wrong audience)';
    if (error.claim === 'iss') return 'The access token was not issued by the trusted identity provider';
    if (error.claim === 'nbf') return 'The access token is not valid yet';
    return `The access token's ${error.claim} claim is not valid`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return 'The access token signature is not valid';
  if (error instanceof errors.JWKSNoMatchingKey) return 'The access token was signed with an unknown key';
  if (error instanceof errors.JOSEAlgNotAllowed)
    return 'The access token is signed with an algorithm not allowed';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return 'The access token is malformed';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
    return 'The identity provider keys could not be loaded';
  }
  return 'The access token could not be verified';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export function createVerifier(options: VerifierOptions): TokenVerifier {
  const verified = new VerifiedTokens();
  return {
    async verify(token) {
      if (token.split('.').length !== 3) throw new AuthError('The access token is malformed');
      const known = verified.get(token);
      if (known !== undefined) return known;
      try {
        if (options.requireKid === true && decodeProtectedHeader(token).kid === undefined)
          throw new AuthError('The access token does not name the key it was signed with (kid)');
        const { payload } = await jwtVerify(token, options.keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALGORITHMS,
          clockTolerance: options.clockToleranceSeconds ?? 30,
          requiredClaims: ['exp', 'sub', 'iat'],
          maxTokenAge: options.maxAgeSeconds,
        });
        if ((payload.exp as number) - (payload.iat as number) > options.maxAgeSeconds)
          throw new AuthError(
            `The access token is made to last longer than this server accepts (${options.maxAgeSeconds} s)`,
          );
        const identity = {
          sub: payload.sub as string,
          name: text(payload.fullname) ?? text(payload.name),
          email: text(payload.email) ?? text(payload.preferred_username),
          claims: payload,
        };
        verified.remember(token, identity);
        return identity;
      } catch (error) {
        throw new AuthError(reason(error));
      }
    },
  };
}

/** The keys of an external provider: its JWKS URI, or the one its discovery document names. */
export async function remoteKeys(issuer: string, jwksUri: string | undefined): Promise<JWTVerifyGetKey> {
  if (jwksUri !== undefined) return createRemoteJWKSet(new URL(jwksUri));
  const discovery = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discovery, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Could not read ${discovery}: HTTP ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error(`${discovery} names no jwks_uri`);
  return createRemoteJWKSet(new URL(document.jwks_uri));
}
