import { defineConfig } from '@playwright/test';

// Browsers cannot be downloaded here: the suite drives an installed Chromium, by default Debian's headless shell (the
// engine of Chromium without the browser's own UI, what Playwright itself runs headless). On the same 22 tests it took
// 191 s of the machine's CPU against 299 s for the full browser in headless mode (docs/performance.md).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
/** The same server over https with a self-signed certificate: MSAL signs in only against an https authority. */
export const E2E_TLS_PORT = Number(process.env.E2E_TLS_PORT ?? 4320);
/**
 * The e2e server's data, one folder per port: each run starts its server from an empty folder, so a second run on
 * other ports (a spec checked beside a running suite) must not empty the first one's.
 */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? (E2E_PORT === 4319 ? '.data/e2e' : `.data/e2e-${E2E_PORT}`);
const TLS_DIR = E2E_TLS_PORT === 4320 ? '.data/e2e-tls' : `.data/e2e-tls-${E2E_TLS_PORT}`;

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'] as const;
function traceMode(value: string): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((m) => m === value);
  if (!mode) throw new Error(`PW_TRACE must be one of ${TRACE_MODES.join(', ')}: got ${value}`);
  return mode;
}

export default defineConfig({
  // The fault shifts first: they run one after another in one worker (~3 min), so started last they kept the other
  // worker idle at the end of the run; started first, the other worker takes the e2e files meanwhile.
  projects: [
    // The sync engine under injected faults: its own server and proxy (tests/faults), three seeded shifts and a
    // two-device shift (decision 0073).
    { name: 'faults', testDir: 'tests/faults', timeout: 8 * 60_000 },
    // Debian's Firefox ESR over WebDriver BiDi (puppeteer-core): one short run of the app's main path in Gecko.
    { name: 'firefox', testDir: 'tests/firefox' },
    // A context's service worker precaches the whole build (91 files) as each test starts: on 11 tests of home and
    // the SQL console, 61–65 s of CPU with it and 43–50 s without (docs/performance.md, part L). Specs that go
    // offline or need the page controlled by it opt back in with test.use({ serviceWorkers: 'allow' }).
    { name: 'e2e', testDir: 'tests/e2e', use: { serviceWorkers: 'block' } },
  ],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Hang detectors, not speed checks (benchmarks time things): sized for a machine of this kind at its slowest seen.
  // On 2026-11-26 the same 2-core kind ran 2.3× slower than usual (tests/bench/machine-speed.ts: 45–52 ms against
  // 20–22): the browser suite took 39 min, and 22 of its 134 tests went past the old bounds of 30 s and 10 s.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  // The second prints each failure's page snapshot at the end of the log, which is all CI keeps.
  reporter: [['list'], ['./tests/support/page-at-failure-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace of every test to keep the failing ones cost a fifth of the suite's CPU (7 tests, one worker:
    // 122–125 s busy with it, 97–98 s without; docs/performance.md), and CI keeps only the log. A local run keeps
    // them; PW_TRACE=retain-on-failure (or `--trace on`) asks for them anywhere.
    trace: traceMode(process.env.PW_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')),
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
        // WebAssembly in its baseline compiler only: each page load compiled sqlite3.wasm's hot functions again with
        // the optimising compiler on the renderer's background threads, the largest single use of the suite's CPU.
        // On 8 and 14 tests, one worker, same servers: 75.8 → 49.9 and 126.8 → 100.3 CPU s, 4.0 → 2.3 and
        // 5.7 → 4.8 min (decision 0091). What users run is measured by the benches, which launch their own browser.
        '--js-flags=--liftoff-only',
      ],
    },
  },
  webServer: [
    // Each started server begins from an empty data folder, as on a clean clone: data left by earlier local runs
    // (other specs' inspections) made specs fail here that passed in CI. A reused server keeps its data.
    {
      command: `rm -rf ${E2E_DATA_DIR} && node src/server/main.ts`,
      url: `http://127.0.0.1:${E2E_PORT}/api/admin/v1/probe/ready`,
      // The demo fleet dated as the suites expect (before their fixtures' 2026 inspections), not before today.
      env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, HOST: '0.0.0.0', SEED_ANCHOR: '2025-06-30' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `rm -rf ${TLS_DIR}/data && sh scripts/dev-cert.sh ${TLS_DIR}/cert && node src/server/main.ts`,
      url: `https://localhost:${E2E_TLS_PORT}/api/admin/v1/probe/ready`,
      ignoreHTTPSErrors: true,
      env: {
        PORT: String(E2E_TLS_PORT),
        DATA_DIR: `${TLS_DIR}/data`,
        SEED_ANCHOR: '2025-06-30',
        TLS_CERT_FILE: `${TLS_DIR}/cert/localhost.crt`,
        TLS_KEY_FILE: `${TLS_DIR}/cert/localhost.key`,
        // MSAL's popup logout returns through the redirect bridge page.
        LOCAL_OIDC_POST_LOGOUT_REDIRECT_URIS: [
          `https://localhost:${E2E_TLS_PORT}/redirect.html`,
          `https://localhost:${E2E_TLS_PORT}/login`,
        ].join(','),
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
