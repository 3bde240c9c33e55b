import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, test as base, type BrowserContext } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';

// One browser profile on disk per Playwright worker, for the specs that ask nothing of the browser context itself (no
// options of their own, no offline, no routes, one origin): each test gets a new page in it, and the origin's data
// (OPFS, localStorage, IndexedDB, cookies) is cleared after it, so every test still starts as a new device. Playwright's
// own contexts are off-the-record profiles whose OPFS lives in memory behind the browser process (a write of 200 pages
// 582–603 ms against 51–60 ms on disk) and whose code caches start cold in every test. On one worker, alternated:
// 13 tests of history, recording-panel and recording-basics 96–100 s in them and 77–80 s here; 15 of new-inspection
// and new-bucket 115–124 s and 104–108 s. No trace is recorded here.

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

export const test = base.extend<object, { diskProfile: BrowserContext }>({
  diskProfile: [
    async ({ launchOptions }, use) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'inspect-e2e-profile-'));
      const profile = await chromium.launchPersistentContext(dir, {
        ...launchOptions,
        serviceWorkers: 'block',
        baseURL: ORIGIN,
      });
      for (const blank of profile.pages()) await blank.close();
      await use(profile);
      await profile.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  context: async ({ diskProfile }, use) => {
    await use(diskProfile);
  },
  page: async ({ diskProfile }, use) => {
    const page = await diskProfile.newPage();
    await use(page);
    await page.close();
    // A page of its own to clear from: the test's page (and its worker, which held the database) is gone.
    const clearing = await diskProfile.newPage();
    const cdp = await diskProfile.newCDPSession(clearing);
    await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'all' });
    await cdp.detach();
    await clearing.close();
  },
});

export { expect } from '@playwright/test';
