// Sign-in configuration, fixed at build time (Vite env). The same code signs in against Microsoft Entra ID in
// production and against the reference server's local OpenID Connect provider in development and tests.

export interface AuthConfig {
  readonly authority: string;
  readonly clientId: string;
  /** shell spec §6: openid, profile, offline access, the API's configuration-read scope, user read. */
  readonly scopes: readonly string[];
  /** 'AAD' for Entra ID; 'OIDC' for any other standards-compliant provider. */
  readonly protocol: 'AAD' | 'OIDC';
  readonly knownAuthorities: readonly string[];
  /** The page the identity provider sends the answer to (it hands it to this window and closes). */
  readonly redirectUri: string;
  readonly postLogoutRedirectUri: string;
  /** Offer the server's local sign-in without a certificate (never in a production build). */
  readonly localSignIn: boolean;
}

const env = import.meta.env;

function list(value: string | undefined, separator: RegExp): string[] {
  return (value ?? '')
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Without VITE_AUTH_AUTHORITY the app signs in with the reference server's own OpenID Connect provider at /oidc of
 * the origin it is served from (which must then be https: MSAL refuses an http authority; the server's local
 * sign-in and /jwt cover plain http).
 */
export function authConfig(origin: string = location.origin): AuthConfig {
  const authority = (env.VITE_AUTH_AUTHORITY as string | undefined) ?? `${origin}/oidc`;
  const protocol =
    (env.VITE_AUTH_PROTOCOL as string | undefined) === 'AAD' ||
    (env.VITE_AUTH_PROTOCOL === undefined && authority.includes('login.microsoftonline.com'))
      ? 'AAD'
      : 'OIDC';
  const known = list(env.VITE_AUTH_KNOWN_AUTHORITIES as string | undefined, /,/);
  return {
    authority,
    clientId: (env.VITE_AUTH_CLIENT_ID as string | undefined) ?? 'inspect-app',
    scopes: list(
      (env.VITE_AUTH_SCOPES as string | undefined) ??
        'openid profile email api://inspect-app/Configuration.Read',
      /\s+/,
    ),
    protocol,
    knownAuthorities: known.length > 0 ? known : [new URL(authority).host],
    redirectUri: `${origin}/redirect.html`,
    postLogoutRedirectUri: `${origin}/redirect.html`,
    localSignIn: env.VITE_LOCAL_SIGN_IN === 'true' && env.VITE_APP_ENV !== 'production',
  };
}

/** shell spec §5: help tips that are not useful are shown only in local environments. */
export function isLocalEnvironment(): boolean {
  return env.VITE_APP_ENV === 'local' || env.DEV;
}

/** The address non-members are asked to write to (shell spec §2 Login screen, §6). */
export const SUPPORT_EMAIL: string =
  (env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@inspect.example';
