import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { parseAccessToken } from '../../rules/index.ts';
import { Logo } from '../shell/icons.tsx';
import { takeAfterSignInPath } from './after-sign-in.ts';
import { session } from './session.ts';
import { LOGIN_REDIRECT_DELAY_MS } from './timings.ts';

export const TOKEN_NOT_THREE_PARTS = 'A token has three parts separated by dots.';
export const TOKEN_WITHOUT_EXPIRY = 'The token has no expiry claim.';

const words = defineMessages({
  notThreeParts: { id: 'jwt.notThreeParts', defaultMessage: 'A token has three parts separated by dots.' },
  noExpiry: { id: 'jwt.noExpiry', defaultMessage: 'The token has no expiry claim.' },
  signingIn: { id: 'jwt.signingIn', defaultMessage: 'Signing in…' },
  title: { id: 'jwt.title', defaultMessage: 'Enter a token' },
  accessToken: { id: 'jwt.accessToken', defaultMessage: 'Access token' },
  use: { id: 'jwt.use', defaultMessage: 'Use this token' },
});

/**
 * /jwt (shell spec §2): a separate top-level screen to enter an access token by hand. The server's local sign-in
 * links here with the token in the fragment (#access_token=…), which never reaches a server log.
 */
function problemWith(value: string): string | undefined {
  const parsed = parseAccessToken(value);
  if (parsed.ok) return undefined;
  return parsed.code === 'NoExpiry' ? TOKEN_WITHOUT_EXPIRY : TOKEN_NOT_THREE_PARTS;
}

export default function JwtScreen() {
  const navigate = useNavigate();
  const t = useIntl().formatMessage;
  const [fromLink] = useState(() => new URLSearchParams(location.hash.slice(1)).get('access_token'));
  const [token, setToken] = useState(fromLink ?? '');
  const [error, setError] = useState<string | undefined>(() =>
    fromLink ? problemWith(fromLink) : undefined,
  );
  const signIn = useCallback(
    (value: string) => {
      session.signInWithToken(value);
      setTimeout(() => void navigate({ href: takeAfterSignInPath() }), LOGIN_REDIRECT_DELAY_MS);
    },
    [navigate],
  );
  useEffect(() => {
    if (!fromLink) return;
    history.replaceState(null, '', location.pathname);
    if (problemWith(fromLink) === undefined) signIn(fromLink);
  }, [fromLink, signIn]);
  // Arriving from the local sign-in with a good token: say what is happening instead of flashing the form.
  if (fromLink && error === undefined) {
    return (
      <main className="login login-loading" aria-busy="true">
        <Logo />
        <p role="status">{t(words.signingIn)}</p>
      </main>
    );
  }
  const use = (value: string) => {
    const problem = problemWith(value);
    setError(problem);
    if (problem === undefined) signIn(value);
  };
  return (
    <main className="login">
      <form
        className="login-card"
        onSubmit={(event) => {
          event.preventDefault();
          use(token.trim());
        }}
      >
        <h1>{t(words.title)}</h1>
        <label className="field">
          <span>{t(words.accessToken)}</span>
          <textarea rows={6} value={token} onChange={(e) => setToken(e.target.value)} spellCheck={false} />
        </label>
        {error ? (
          <p role="alert" className="error-banner">
            {t(error === TOKEN_WITHOUT_EXPIRY ? words.noExpiry : words.notThreeParts)}
          </p>
        ) : null}
        <button type="submit" className="button primary wide">
          {t(words.use)}
        </button>
      </form>
    </main>
  );
}
