import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AuthenticationResult } from '@azure/msal-browser';
import { Logo } from '../shell/icons.tsx';
import { authConfig, SUPPORT_EMAIL } from './auth-config.ts';
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

// MSAL (its own chunk, 215 kB) is loaded after the card is painted, not before it: the card is what the inspector
// reads first, and Lighthouse's largest paint here waited for MSAL's download and start (decision 0101).
const msalClient = () => import('./msal-client.ts');
const localSignIn = authConfig().localSignIn;

/** The remember-username choice survives the round trip of a redirect sign-in. */
const REMEMBER_CHOICE_KEY = 'rememberUsernameChoice';

export default function LoginScreen() {
  const navigate = useNavigate();
  const remembered = getRememberedUsername();
  const [phase, setPhase] = useState<Phase>('starting');
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

  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      let client: Awaited<ReturnType<typeof msalClient>>;
      try {
        client = await msalClient();
        await client.msalApp();
      } catch (e) {
        console.error(INITIALIZATION_FAILED, e);
        if (!cancelled) fail(words.initializationFailed);
        return;
      }
      try {
        const result = await client.redirectResult();
        if (cancelled) return;
        if (result) await complete(result, sessionStorage.getItem(REMEMBER_CHOICE_KEY) === 'true');
        else setPhase('idle');
      } catch (e) {
        console.error(AUTHENTICATION_FAILED, e);
        if (!cancelled) fail(words.authenticationFailed);
      }
    };
    void start();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first mount
  }, []);

  function fail(message: MessageDescriptor) {
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

  // Starting: MSAL loading and a redirect sign-in's answer looked for. The card is shown whole from the first paint
  // (nothing moves when MSAL is ready); only its button waits, saying so.
  const starting = phase === 'starting';
  const busy = phase === 'signing-in';
  return (
    <div className="login">
      <main className="login-card" aria-busy={starting}>
        <Logo />
        <h1>Inspect</h1>
        <p className="muted">{t(words.tagline)}</p>
        {error ? (
          <p role="alert" className="error-banner">
            {t(error)}
            {localSignIn ? ` ${t(words.localBuildHint)}` : null}
          </p>
        ) : null}
        <button
          type="button"
          className="button primary wide"
          disabled={busy || starting}
          onClick={() => void signIn()}
        >
          {starting ? t(words.starting) : busy ? t(words.signingIn) : t(words.signIn)}
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
