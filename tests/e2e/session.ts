import type { Page } from '@playwright/test';

// A signed-in session without the identity provider, for the suites that are not about sign-in: a token entered
// as on /jwt (the app reads only its claims; the server checks signatures).

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function unsignedToken(claims: Record<string, unknown> = {}): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const payload = {
    name: 'Ana Inspector',
    email: 'ana@example.com',
    companyName: 'Pilbara Services',
    exp,
    ...claims,
  };
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.unsigned`;
}

/**
 * Every page of this test starts signed in with `token` (default: an unsigned token for Ana Inspector), on a
 * developer's device (the devtools switch on: the suites reach the SQL console) unless `devtools` is false.
 */
export async function useTestSession(
  page: Page,
  token: string = unsignedToken(),
  { devtools = true }: { devtools?: boolean } = {},
): Promise<void> {
  await page.addInitScript(
    ({ value, devtools }) => {
      if (devtools) localStorage.setItem('inspect.devtools', '1');
      else localStorage.removeItem('inspect.devtools');
      if (localStorage.getItem('e2e-signed-out') === 'true') return;
      localStorage.setItem('jwtToken', value);
      localStorage.setItem('jwtTokenSource', 'manual');
    },
    { value: token, devtools },
  );
}
