import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { parseAccessToken } from '../../rules/index.ts';
import { session } from './session.ts';
import { LOGIN_REDIRECT_DELAY_MS } from './timings.ts';

/** /jwt (shell spec §2): a separate top-level screen to enter an access token by hand. */
export default function JwtScreen() {
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <main className="login">
      <form
        className="login-card"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = parseAccessToken(token);
          if (!parsed.ok) {
            setError(
              parsed.code === 'NoExpiry'
                ? 'The token has no expiry claim.'
                : 'A token has three parts separated by dots.',
            );
            return;
          }
          session.signInWithToken(token);
          setTimeout(() => void navigate({ to: '/' }), LOGIN_REDIRECT_DELAY_MS);
        }}
      >
        <h1>Enter a token</h1>
        <label className="field">
          <span>Access token</span>
          <textarea rows={6} value={token} onChange={(e) => setToken(e.target.value)} spellCheck={false} />
        </label>
        {error ? (
          <p role="alert" className="error-banner">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button primary wide">
          Use this token
        </button>
      </form>
    </main>
  );
}
