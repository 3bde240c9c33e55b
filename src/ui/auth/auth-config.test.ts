import { afterEach, describe, expect, it, vi } from 'vitest';
import { authConfig } from './auth-config.ts';

afterEach(() => vi.unstubAllEnvs());

describe('authConfig', () => {
  it("signs in with the server's own provider at /oidc of the origin by default (OIDC mode)", () => {
    const config = authConfig('https://localhost:4320');
    expect(config).toMatchObject({
      authority: 'https://localhost:4320/oidc',
      clientId: 'inspect-app',
      protocol: 'OIDC',
      knownAuthorities: ['localhost:4320'],
      redirectUri: 'https://localhost:4320/redirect.html',
      postLogoutRedirectUri: 'https://localhost:4320/redirect.html',
      localSignIn: false,
    });
    expect(config.scopes).toEqual(['openid', 'profile', 'email', 'api://inspect-app/Configuration.Read']);
  });

  it('uses Entra ID when configured for it', () => {
    vi.stubEnv('VITE_AUTH_AUTHORITY', 'https://login.microsoftonline.com/tenant-id');
    vi.stubEnv('VITE_AUTH_CLIENT_ID', 'client-id');
    vi.stubEnv('VITE_AUTH_SCOPES', 'openid profile offline_access api://x/Configuration.Read User.Read');
    const config = authConfig('https://app.example.com');
    expect(config).toMatchObject({ protocol: 'AAD', clientId: 'client-id' });
    expect(config.scopes).toContain('User.Read');
  });

  it('offers the local sign-in only when the build asks for it, and never in production', () => {
    vi.stubEnv('VITE_LOCAL_SIGN_IN', 'true');
    expect(authConfig('http://localhost:8080').localSignIn).toBe(true);
    vi.stubEnv('VITE_APP_ENV', 'production');
    expect(authConfig('http://localhost:8080').localSignIn).toBe(false);
  });
});
