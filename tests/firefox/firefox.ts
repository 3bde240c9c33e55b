import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CAMERA_JPEG, drawJpegInPage } from '../e2e/drawn-jpeg.ts';

// Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (Playwright drives only its own patched Firefox,
// which cannot be downloaded here). Every helper below finds things the way a user does, by the words on the screen,
// in code that runs in any engine (no Chromium accessibility tree, no CDP).

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface Firefox {
  readonly browser: Browser;
  readonly page: Page;
  /** What the page showed and logged, for a failed test's report (Playwright snapshots only its own pages). */
  describe(): Promise<string>;
  close(): Promise<void>;
}

const MOST_LOG_LINES = 60;
const MOST_TEXT = 2_000;

/** A headless Firefox with a fresh profile on disk (OPFS and the service worker's cache live in it). */
export async function launchFirefox(): Promise<Firefox> {
  const profile = await mkdtemp(path.join(tmpdir(), 'inspect-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
  });
  const page = await browser.newPage();
  const started = Date.now();
  const log: string[] = [];
  const keep = (line: string) => {
    log.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
    if (log.length > MOST_LOG_LINES) log.shift();
  };
  page.on('console', (message) => keep(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) =>
    keep(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated to ${frame.url().split('#')[0] ?? ''}`); // the fragment may carry a token
  });
  return {
    browser,
    page,
    async describe() {
      const shown = await page
        .evaluate(() => document.body.innerText)
        .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
      const text = shown.length > MOST_TEXT ? `${shown.slice(0, MOST_TEXT)}\n… (cut)` : shown;
      return [
        `Address: ${page.url().split('#')[0] ?? ''}`,
        'Text:',
        text,
        `The last ${MOST_LOG_LINES} events:`,
        ...log,
      ].join('\n');
    },
    async close() {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** The input a `<label>` whose text starts with `label` names, once it is on the page. */
export async function field(page: Page, label: string): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.waitForFunction(
    (text) => {
      for (const element of document.querySelectorAll('label')) {
        if (element.textContent?.trim().startsWith(text) && element.control instanceof HTMLInputElement)
          return element.control;
      }
      return null;
    },
    {},
    label,
  );
  return handle as ElementHandle<HTMLInputElement>;
}

/** Types `value` into the field as an inspector would, then leaves it (fields save on blur). */
export async function enter(page: Page, label: string, value: string): Promise<void> {
  const input = await field(page, label);
  await input.click({ count: 3 });
  await input.type(value);
  await input.evaluate((element) => element.blur());
}

/** Waits until an element matching `selector` shows `text`. */
export async function shows(page: Page, selector: string, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (css, words) =>
      [...document.querySelectorAll(css)].some((element) => element.textContent?.includes(words)),
    { timeout },
    selector,
    text,
  );
}

/** A camera-sized JPEG drawn by Firefox's own encoder, written to a file for a file input: its path and size. */
export async function cameraPicture(page: Page): Promise<{ file: string; bytes: number }> {
  const bytes = Buffer.from(await page.evaluate(drawJpegInPage, CAMERA_JPEG));
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'inspect-camera-')), 'machine.jpg');
  await writeFile(file, bytes);
  return { file, bytes: bytes.length };
}
