import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AuthenticationResult } from '@azure/msal-browser';
import { afterFirstPaint } from '../shell/after-first-paint.ts';
import { Logo } from '../shell/icons.tsx';
import { authConfig, SUPPORT_EMAIL } from './auth-config.ts';
import { msalClient } from './msal-client-loader.ts';
import { takeAfterSignInPath } from './after-sign-in.ts';
import { session } from './session.ts';
import { LOGIN_REDIRECT_DELAY_MS } from './timings.ts';
import { getRememberedUsername } from './token-store.ts';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

// shell spec §2 Login screen and §4 "Login screen states: idle, signing in, error, then home".

type Phase = 'starting' | 'idle' | 'signing-in' | 'error';

export const SIGN_IN_FAILED = 'Failed to sign in. Please try again.';
export const AUTHENTICATION_FAILED = 'Authentication failed. Please try again.';
export const INITIALIZATION_FAILED = 'Authentication initialization failed. Please try again.';
const words = defineMessages({
  signInFailed: { id: 'login.signInFailed', defaultMessage: 'Failed to sign in. Please try again.' },
  authenticationFailed: {
    id: 'login.authenticationFailed',
    defaultMessage: 'Authentication failed. Please try again.',
  },
  initializationFailed: {
    id: 'login.initializationFailed',
    defaultMessage: 'Authentication initialization failed. Please try again.',
  },
  localBuildHint: {
    id: 'login.localBuildHint',
    defaultMessage:
      'This is a local build: Microsoft sign-in needs https and a certificate. Use the local identity provider below.',
  },
  starting: { id: 'login.starting', defaultMessage: 'Starting…' },
  tagline: { id: 'login.tagline', defaultMessage: 'Undercarriage and bucket inspections' },
  signingIn: { id: 'login.signingIn', defaultMessage: 'Signing in...' },
  signIn: { id: 'login.signIn', defaultMessage: 'Sign in with Microsoft' },
  remember: { id: 'login.remember', defaultMessage: 'Remember username' },
  notMember: { id: 'login.notMember', defaultMessage: 'Not a member? Email us at' },
  localBuild: { id: 'login.localBuild', defaultMessage: 'Local build:' },
  localLink: { id: 'login.localLink', defaultMessage: 'sign in with the local identity provider' },
  noCertificate: { id: 'login.noCertificate', defaultMessage: '(no certificate needed).' },
});
const lastSignedIn = defineMessage<{ username: string }>({
  id: 'login.lastSignedIn',
  defaultMessage: 'Last signed in as {username}',
});

/** The server's local sign-in is offered (local builds only). */
const { localSignIn } = authConfig();

/** The remember-username choice survives the round trip of a redirect sign-in. */
const REMEMBER_CHOICE_KEY = 'rememberUsernameChoice';

export default function LoginScreen() {
  const navigate = useNavigate();
  const remembered = getRememberedUsername();
  // The card is shown at once, while MSAL starts (decision 0115); a tap before then waits for it. Only the return of
  // a redirect sign-in, whose answer MSAL is about to read, waits with "Starting…".
  const [phase, setPhase] = useState<Phase>(() =>
    sessionStorage.getItem(REMEMBER_CHOICE_KEY) === null ? 'idle' : 'starting',
  );
  const [error, setError] = useState<MessageDescriptor | undefined>();
  const t = useIntl().formatMessage;
  const [remember, setRemember] = useState(
    remembered !== '' || sessionStorage.getItem(REMEMBER_CHOICE_KEY) === 'true',
  );

  const complete = async (result: AuthenticationResult, rememberChoice: boolean) => {
    await session.completeSignIn(result, rememberChoice);
    sessionStorage.removeItem(REMEMBER_CHOICE_KEY);
    setTimeout(() => void navigate({ href: takeAfterSignInPath() }), LOGIN_REDIRECT_DELAY_MS);
  };

  /** MSAL started, and the answer of a redirect sign-in taken when this load is its return. */
  const startMsal = async (cancelled: () => boolean) => {
    let client: Awaited<ReturnType<typeof msalClient>>;
    try {
      client = await msalClient();
      await client.msalApp();
    } catch (e) {
      console.error(INITIALIZATION_FAILED, e);
      if (!cancelled()) fail(words.initializationFailed);
      return;
    }
    try {
      const result = await client.redirectResult();
      if (cancelled()) return;
      if (result) await complete(result, sessionStorage.getItem(REMEMBER_CHOICE_KEY) === 'true');
      // A sign-in tapped meanwhile keeps its "Signing in...".
      else setPhase((now) => (now === 'starting' ? 'idle' : now));
    } catch (e) {
      console.error(AUTHENTICATION_FAILED, e);
      if (!cancelled()) fail(words.authenticationFailed);
    }
  };

  useEffect(() => {
    let cancelled = false;
    // MSAL loads once the card has been shown: on a first visit over a slow network the card waits for none of its code
    // (decision 0115).
    const cancelStart = afterFirstPaint(() => void startMsal(() => cancelled));
    return () => {
      cancelled = true;
      cancelStart();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first mount
  }, []);

  function fail(message: MessageDescriptor) {
    // No sign-in is under way any more: the next load of this page shows its card at once.
    sessionStorage.removeItem(REMEMBER_CHOICE_KEY);
    setError(message);
    setPhase('error');
  }

  const signIn = async () => {
    setPhase('signing-in');
    setError(undefined);
    sessionStorage.setItem(REMEMBER_CHOICE_KEY, String(remember));
    try {
      const { signInInteractively } = await msalClient();
      await complete(await signInInteractively(remembered || undefined), remember);
    } catch (e) {
      console.error(SIGN_IN_FAILED, e);
      fail(words.signInFailed);
    }
  };

  if (phase === 'starting') {
    return (
      <main className="login login-loading" aria-busy="true">
        <Logo />
        <p role="status">{t(words.starting)}</p>
      </main>
    );
  }
  const busy = phase === 'signing-in';
  return (
    <div className="login">
      <main className="login-card">
        <Logo />
        <h1>Inspect</h1>
        <p className="muted">{t(words.tagline)}</p>
        {error ? (
          <p role="alert" className="error-banner">
            {t(error)}
            {localSignIn ? ` ${t(words.localBuildHint)}` : null}
          </p>
        ) : null}
        <button type="button" className="button primary wide" disabled={busy} onClick={() => void signIn()}>
          {busy ? t(words.signingIn) : t(words.signIn)}
        </button>
        <label className="toggle">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t(words.remember)}
        </label>
        {remembered ? <p className="muted">{t(lastSignedIn, { username: remembered })}</p> : null}
        {localSignIn ? <LocalSignInHint /> : null}
        <p>
          {t(words.notMember)}{' '}
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
  const t = useIntl().formatMessage;
  return (
    <p className="notice">
      {t(words.localBuild)}{' '}
      <a className="inline-link" href="/local-sign-in">
        {t(words.localLink)}
      </a>{' '}
      {t(words.noCertificate)}
    </p>
  );
}
