import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AuthenticationResult } from '@azure/msal-browser';
import { Logo } from '../shell/icons.tsx';
import { SUPPORT_EMAIL } from './auth-config.ts';
import { activeAuthConfig, msalApp, redirectResult, signInInteractively } from './msal-client.ts';
import { takeAfterSignInPath } from './after-sign-in.ts';
import { session } from './session.ts';
import { LOGIN_REDIRECT_DELAY_MS } from './timings.ts';
import { getRememberedUsername } from './token-store.ts';

// shell spec §2 Login screen and §4 "Login screen states: idle, signing in, error, then home".

type Phase = 'starting' | 'idle' | 'signing-in' | 'error';

export const SIGN_IN_FAILED = 'Failed to sign in. Please try again.';
export const AUTHENTICATION_FAILED = 'Authentication failed. Please try again.';
export const INITIALIZATION_FAILED = 'Authentication initialization failed. Please try again.';
/** A local build has no Microsoft tenant: its sign-in is the local identity provider's page. */
export const LOCAL_BUILD_HINT =
  'This is a local build: Microsoft sign-in needs https and a certificate. Use the local identity provider below.';
/** The remember-username choice survives the round trip of a redirect sign-in. */
const REMEMBER_CHOICE_KEY = 'rememberUsernameChoice';

export default function LoginScreen() {
  const navigate = useNavigate();
  const remembered = getRememberedUsername();
  const [phase, setPhase] = useState<Phase>('starting');
  const [error, setError] = useState<string | undefined>();
  const [remember, setRemember] = useState(
    remembered !== '' || sessionStorage.getItem(REMEMBER_CHOICE_KEY) === 'true',
  );

  const complete = async (result: AuthenticationResult, rememberChoice: boolean) => {
    await session.completeSignIn(result, rememberChoice);
    sessionStorage.removeItem(REMEMBER_CHOICE_KEY);
    setTimeout(() => void navigate({ href: takeAfterSignInPath() }), LOGIN_REDIRECT_DELAY_MS);
  };

  useEffect(() => {
    let cancelled = false;
    msalApp()
      .then(
        () =>
          redirectResult().then(
            async (result) => {
              if (cancelled) return;
              if (result) await complete(result, sessionStorage.getItem(REMEMBER_CHOICE_KEY) === 'true');
              else setPhase('idle');
            },
            (e: unknown) => {
              console.error(AUTHENTICATION_FAILED, e);
              if (!cancelled) fail(AUTHENTICATION_FAILED);
            },
          ),
        (e: unknown) => {
          console.error(INITIALIZATION_FAILED, e);
          if (!cancelled) fail(INITIALIZATION_FAILED);
        },
      )
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first mount
  }, []);

  function fail(message: string) {
    setError(message);
    setPhase('error');
  }

  const signIn = async () => {
    setPhase('signing-in');
    setError(undefined);
    sessionStorage.setItem(REMEMBER_CHOICE_KEY, String(remember));
    try {
      await complete(await signInInteractively(remembered || undefined), remember);
    } catch (e) {
      console.error(SIGN_IN_FAILED, e);
      fail(SIGN_IN_FAILED);
    }
  };

  if (phase === 'starting') {
    return (
      <main className="login login-loading" aria-busy="true">
        <Logo />
        <p role="status">Starting…</p>
      </main>
    );
  }
  const busy = phase === 'signing-in';
  return (
    <div className="login">
      <main className="login-card">
        <Logo />
        <h1>Inspect</h1>
        <p className="muted">Undercarriage and bucket inspections</p>
        {error ? (
          <p role="alert" className="error-banner">
            {error}
            {activeAuthConfig.localSignIn ? ` ${LOCAL_BUILD_HINT}` : null}
          </p>
        ) : null}
        <button type="button" className="button primary wide" disabled={busy} onClick={() => void signIn()}>
          {busy ? 'Signing in...' : 'Sign in with Microsoft'}
        </button>
        <label className="toggle">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Remember username
        </label>
        {remembered ? <p className="muted">Last signed in as {remembered}</p> : null}
        {activeAuthConfig.localSignIn ? <LocalSignInHint /> : null}
        <p>
          Not a member? Email us at{' '}
          <a className="inline-link" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
      </main>
      <footer className="login-footer">© {new Date().getFullYear()} Inspect</footer>
    </div>
  );
}

/** The server's local sign-in without a certificate (it hands its token to /jwt): local builds only. */
function LocalSignInHint() {
  return (
    <p className="notice">
      Local build:{' '}
      <a className="inline-link" href="/local-sign-in">
        sign in with the local identity provider
      </a>{' '}
      (no certificate needed).
    </p>
  );
}
