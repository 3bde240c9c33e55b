import { expect, test, type Page } from '@playwright/test';
import { E2E_TLS_PORT } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { FLEET, seedFleet, uuid } from './fleet.ts';
import { goOffline, openApp, runSql, startInspectionOfFirstMachine } from './helpers.ts';
import { unsignedToken } from './session.ts';
import { localToken } from './tokens.ts';

// Goes offline or needs the page controlled by the service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Sign-in and session (shell spec §2 Login screen and Route guard, §4 Session). MSAL needs an https authority, so the
// sign-in flows run against the second e2e server, over https with a self-signed certificate.

async function signInThroughProvider(page: Page, options: { remember?: boolean } = {}) {
  const popupOpened = page.waitForEvent('popup');
  if (options.remember) await page.getByLabel('Remember username').check();
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  const popup = await popupOpened;
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await popup.getByLabel('Name').fill('Cara Field');
  await popup.getByLabel('E-mail').fill('cara@example.com');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('with the identity provider (MSAL)', () => {
  test.use({ baseURL: `https://localhost:${E2E_TLS_PORT}`, ignoreHTTPSErrors: true });

  test('signs in with a popup, remembers the username, and the worker syncs with the token', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughProvider(page, { remember: true });
    expect(await stored(page, 'rememberedUsername')).toBe('cara@example.com');
    expect(await stored(page, 'analyticsUserId')).toBe('cara@example.com');
    expect((await stored(page, 'jwtToken'))?.split('.')).toHaveLength(3);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Signed-in user' })).toContainText('CFCara Field');
    await page.keyboard.press('Escape');
    // The worker used the token: the fleet came down from the server.
    await page.goto('/new-inspection');
    await expect(page.getByRole('region', { name: 'Machines' }).getByRole('listitem').first()).toBeVisible({
      timeout: 20_000,
    });
  });

  test('the sign-in card is shown before MSAL and the engine load, and a tap made meanwhile signs in', async ({
    page,
  }) => {
    // When the card's button came into the page, on the page's clock (the engine's start is marked on the same).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('button.primary')) return;
        performance.mark('test:card-shown');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // MSAL's code is held until the card has been tapped.
    let releaseMsal: () => void = () => undefined;
    const msalHeld = new Promise<void>((resolve) => (releaseMsal = resolve));
    let msalAsked = false;
    await page.route(/\/assets\/msal-client-[^/]+\.js$/, async (route) => {
      msalAsked = true;
      await msalHeld;
      await route.continue();
    });
    await page.goto('/login');
    const signIn = page.getByRole('button', { name: 'Sign in with Microsoft' });
    await expect(signIn).toBeEnabled();
    await expect.poll(() => msalAsked).toBe(true);
    const marks = await page.evaluate(() =>
      ['test:card-shown', 'inspect:engine-asked'].map(
        (name) => performance.getEntriesByName(name)[0]?.startTime,
      ),
    );
    expect(marks[0]).toBeDefined();
    // The engine worker is asked for once the card is there, not while the page is parsed (decision 0115).
    expect(marks[1] ?? Infinity).toBeGreaterThan(marks[0] ?? Infinity);

    const popupOpened = page.waitForEvent('popup');
    await signIn.click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    releaseMsal();
    const popup = await popupOpened;
    await popup.getByLabel('Name').fill('Cara Field');
    await popup.getByLabel('E-mail').fill('cara@example.com');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
  });

  test('a tap before MSAL has started: its start reads no redirect answer over the popup under way', async ({
    page,
  }) => {
    // The login page starts MSAL once its first paint is told (afterFirstPaint); on a busy machine a tap came first,
    // and the start then took the popup under way for a redirect's return: "Authentication failed" over a sign-in
    // that went on. Here the paint's telling is held until the popup is open, and every alert shown is kept.
    await page.addInitScript(() => {
      const Observer = window.PerformanceObserver;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      Object.assign(window, { releasePaint: () => release(), alerts: [] as string[] });
      window.PerformanceObserver = class extends Observer {
        constructor(callback: PerformanceObserverCallback) {
          super((list, observer) => void held.then(() => callback(list, observer)));
        }
      };
      // The card's alerts only: Home, once signed in, is another page's business.
      new MutationObserver(() => {
        if (location.pathname !== '/login') return;
        const alert = document.querySelector('[role="alert"]');
        if (alert) (window as unknown as { alerts: string[] }).alerts.push(alert.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    const popup = await popupOpened;
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await page.evaluate(() => (window as unknown as { releasePaint: () => void }).releasePaint());
    await popup.getByLabel('Name').fill('Cara Field');
    await popup.getByLabel('E-mail').fill('cara@example.com');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { alerts: string[] }).alerts)).toEqual([]);
  });

  test('falls back to a redirect when the popup cannot open', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await expect(page).toHaveURL(/\/oidc\//);
    await page.getByLabel('Name').fill('Cara Field');
    await page.getByLabel('E-mail').fill('cara@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`https://localhost:${E2E_TLS_PORT}/$`));
  });

  test('refreshes an expired token silently with the refresh token, on focus and in the guard', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInThroughProvider(page);
    const expired = unsignedToken({ name: 'Cara Field', exp: Math.floor(Date.now() / 1000) - 60 });
    const refreshed = () =>
      page.waitForRequest(
        (r) => new URL(r.url()).pathname === '/oidc/token' && (r.postData() ?? '').includes('refresh_token'),
      );
    // Each wait is armed before the token expires: a late focus from the sign-in's popup can start the refresh
    // between the two (one full run saw it sent before the wait, which then never saw it).
    const onFocus = refreshed();
    await page.evaluate((token) => localStorage.setItem('jwtToken', token), expired);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await onFocus;
    await expect.poll(() => stored(page, 'jwtToken')).not.toBe(expired);

    const inGuard = refreshed();
    await page.evaluate((token) => localStorage.setItem('jwtToken', token), expired);
    await page.reload();
    await inGuard;
    await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an expired token while the identity provider is unreachable never signs the inspector out', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await signInThroughProvider(page);
    const expired = unsignedToken({ name: 'Cara Field', exp: Math.floor(Date.now() / 1000) - 60 });
    // Unreachable before the token expires: the sign-in's popup closing gives the page a focus event, late on a busy
    // machine, and its refresh of the expired token then got through (a full run saw a fresh token stored).
    await context.route('**/oidc/**', (route) => route.abort('internetdisconnected'));
    await page.evaluate((token) => localStorage.setItem('jwtToken', token), expired);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.goto('/history');
    await expect(page).toHaveURL(/\/history/);
    expect(await stored(page, 'jwtToken')).toBe(expired);
    // The network is back: the next focus gets a fresh token.
    await context.unroute('**/oidc/**');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => stored(page, 'jwtToken')).not.toBe(expired);
  });

  test('logout: the provider signs out in a popup, local data is wiped, the username is kept', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInThroughProvider(page, { remember: true });
    await page.goto('/new-inspection');
    await startInspectionOfFirstMachine(page);
    // The new inspection reaches the server first: with work unsent, Logout would ask before wiping it.
    await page.getByRole('link', { name: 'Inspect home' }).click();
    await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded');
    // Home as shown is kept for the next start (decision 0099): logout forgets it with the rest.
    await expect.poll(() => stored(page, 'inspect.homeSnapshot')).not.toBeNull();
    await page.evaluate(async () => {
      const dir = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle('photos', { create: true });
      const file = await (await dir.getFileHandle('e2e-photo.jpg', { create: true })).createWritable();
      await file.write('jpeg');
      await file.close();
    });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const logoutPopup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Logout' }).click();
    const popup = await logoutPopup;
    const confirm = popup.getByRole('button', { name: /sign me out|log out|logout|yes/i });
    await confirm.click({ timeout: 5000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    expect(await stored(page, 'jwtToken')).toBeNull();
    expect(await stored(page, 'inspect.homeSnapshot')).toBeNull();
    expect(await stored(page, 'rememberedUsername')).toBe('cara@example.com');
    const msalAccounts = await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (k) => k.startsWith('msal.') && /account/i.test(k) && localStorage.getItem(k) !== '[]',
      ),
    );
    expect(msalAccounts).toEqual([]);
    const photos = await page.evaluate(async () => {
      const names: string[] = [];
      const root = (await navigator.storage.getDirectory()) as unknown as { keys(): AsyncIterable<string> };
      for await (const name of root.keys()) names.push(name);
      return names;
    });
    expect(photos).not.toContain('photos');
    // Back in (with a token the server refuses, so nothing is pulled): no inspection is left on the device.
    await openApp(page, '/dev/sql', unsignedToken());
    await runSql(
      page,
      `SELECT count(*) AS n, (SELECT lastSyncDate FROM syncState) AS lastSync FROM inspections`,
    );
    await expect(page.getByRole('row').nth(1).getByRole('cell')).toHaveText(['0', 'NULL']);
  });
});

test.describe('the guard, /jwt and the login screen', () => {
  test('the guard sends a visitor without a token to /login, but lets anyone in offline', async ({
    page,
    context,
  }) => {
    await page.goto('/history');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Inspect' })).toBeVisible();
    await goOffline(page);
    await page.goto('/history').catch(() => undefined);
    await page.reload();
    await expect(page).toHaveURL(/\/history/);
    await expect(page.getByRole('heading', { name: 'Inspections' })).toBeVisible();
    await context.setOffline(false);
  });

  test('an expired token is refused, even one entered by hand', async ({ page }) => {
    await openApp(page, '/', unsignedToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/jwt takes a token by hand, from the form or the local sign-in link', async ({ page }) => {
    await page.goto('/jwt');
    await page.getByLabel('Access token').fill('not.a-token');
    await page.getByRole('button', { name: 'Use this token' }).click();
    await expect(page.getByRole('alert')).toHaveText('A token has three parts separated by dots.');
    await expectNoAxeViolations(page);
    await page.getByLabel('Access token').fill(localToken('Dee Hand', 'dee@example.com'));
    await page.getByRole('button', { name: 'Use this token' }).click();
    await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Signed-in user' })).toContainText('Dee Hand');

    await page.evaluate(() => localStorage.clear());
    // Arriving with a good token, the form never shows: "Signing in…", then Home.
    const shownForm: boolean[] = [];
    await page.exposeFunction('formShown', () => shownForm.push(true));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('textarea'))
          void (window as unknown as { formShown: () => void }).formShown();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/jwt#access_token=${encodeURIComponent(localToken('Eve Link', 'eve@example.com'))}`);
    await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
    expect(shownForm).toEqual([]);
    await expect(page).toHaveURL(/\/$/);
  });

  test('while the app’s code loads, the login page shows its loading screen: background and logo', async ({
    page,
  }) => {
    // The app's start chunks held: the page alone, as on a first visit over a slow network.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start(-libraries)?-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const loading = page.locator('main.login-loading[aria-busy="true"]');
    await expect(loading.getByRole('img', { name: 'Inspect' })).toBeVisible();
    expect(await loading.evaluate((main) => getComputedStyle(main).backgroundImage)).toContain('gradient');
    release();
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
    await expect(loading).toHaveCount(0);
  });

  test('the login screen: title, the Not a member line, remember username, footer year, and the error banner', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inspect' })).toBeVisible();
    await expect(page.getByText(/^Not a member\? Email us at \S+@\S+$/)).toBeVisible();
    await expect(page.getByLabel('Remember username')).not.toBeChecked();
    await expect(page.getByRole('contentinfo')).toHaveText(`© ${new Date().getFullYear()} Inspect`);
    await expectNoAxeViolations(page);
    // Over plain http the identity provider cannot be used (MSAL needs https): the banner says so and the button is back.
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^(Failed to sign in\. Please try again\.|Authentication initialization failed\. Please try again\.)$/,
    );
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
  });

  test('logout without an identity account still wipes the local data and keeps the username', async ({
    page,
  }) => {
    await seedFleet(page, [
      {
        externalId: uuid('a', 1),
        name: 'EX-204',
        assetId: FLEET.assets.ex204,
        mineLocationId: null,
        siteId: FLEET.sites.karratha,
        inspectionDate: '2026-11-01T00:00:00Z',
        completed: false,
        inspectorName: 'Ana Inspector',
      },
    ]);
    await page.evaluate(() => localStorage.setItem('rememberedUsername', 'ana@example.com'));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'IN PROGRESS' }).getByRole('listitem')).toHaveCount(1);
    await page.evaluate(() => localStorage.setItem('e2e-signed-out', 'true'));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'jwtToken')).toBeNull();
    expect(await stored(page, 'rememberedUsername')).toBe('ana@example.com');
    await page.evaluate(() => localStorage.removeItem('e2e-signed-out'));
    await openApp(page, '/dev/sql');
    await runSql(page, 'SELECT count(*) AS n FROM inspections');
    await expect(page.getByRole('row').nth(1).getByRole('cell')).toHaveText(['0']);
  });
});
