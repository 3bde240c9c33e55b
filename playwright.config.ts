import { defineConfig } from '@playwright/test';

// Browsers cannot be downloaded here: the suite drives an installed Chromium (Debian's by default).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A name that is not localhost: the page there is not a secure context, as on a misconfigured site.
        '--host-resolver-rules=MAP insecure.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'node src/server/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/admin/v1/probe/ready`,
    env: { PORT: String(E2E_PORT), DATA_DIR: '.data/e2e', HOST: '0.0.0.0' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
