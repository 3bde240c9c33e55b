import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { machineWithBucket, startInspection, syncedDevice } from './bucket-fixture.ts';
import { contrastViolations } from './axe.ts';
import { navigateInApp, queryRows } from './helpers.ts';

// Every screen an inspector reaches, walked on the seeded fleet. No screen shows a person a code word of the program
// or the data (InvalidInput, AllTypes, NoAction, serialNumber); the names of the fleet itself (machines, models,
// buckets, parts, sites, customers, makers) are the data's own and may look like code. And DONE (back, records
// nothing) looks the same on every screen, and unlike MARK AS COMPLETE / COMPLETE (records), also side by side. And
// every screen's text keeps its contrast in each light: 4.5:1 in Standard and Night, 7:1 in Sunlight (issue 52).

test.setTimeout(480_000);

/** A word with a capital inside it: camelCase (serialNumber) or PascalCase (InvalidInput). */
const CODE_WORD = /\b(?:[a-z]+[A-Z]|[A-Z][a-z]+[A-Z])[a-zA-Z]*\b/g;

/**
 * Opens a screen in the running app, as its links do: the walk is about what screens say, and a reload of the app for
 * each of some eighty screens (the worker started, the database opened) was most of its minutes.
 */
async function visit(page: Page, path: string): Promise<void> {
  // What a screen left open (the side menu, a sheet) closes as a new page would have it.
  for (let open = page.locator('dialog[open]'); (await open.count()) > 0;)
    await page.keyboard.press('Escape');
  // What the screen before drew is marked, so the walk waits for the next screen's own heading.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('main *')) el.setAttribute('data-walk-stale', '');
  });
  await navigateInApp(page, path);
  // A screen of the same kind may keep its heading's element (drawn again with the new data): a bounded wait then.
  await page
    .locator('main h1:not([data-walk-stale])')
    .first()
    .waitFor({ timeout: 1000 })
    .catch(() => undefined);
}

/** Names of others' products the screens mention (the gauges screen: Safari on an iPad has no Web Bluetooth). */
const PRODUCT_NAMES = ['iPad'];

/** The words of the fleet's own names, which may look like code and are not. */
async function fleetWords(page: Page): Promise<Set<string>> {
  const names = (
    await queryRows(
      page,
      ['assets', 'assetModels', 'equipments', 'parts', 'sites', 'customers', 'mineLocations']
        .concat(['assetManufacturers', 'partManufacturers', 'equipmentConfigurations'])
        .map((table) => `SELECT name FROM ${table}`)
        .join(' UNION '),
    )
  ).flat();
  return new Set(names.flatMap((name) => name.match(CODE_WORD) ?? []));
}

/**
 * What the page shows a person, one piece per text node (adjacent buttons are not one word): the visible text, the
 * placeholders, the values in its fields and their hints.
 */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        parent?.closest('script, style, template') ||
        !parent?.checkVisibility({ visibilityProperty: true })
      )
        continue;
      parts.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (el.type === 'hidden' || el.type === 'file' || el.type === 'checkbox' || el.type === 'radio')
        continue;
      parts.push(el.value, el.placeholder);
    }
    for (const el of document.querySelectorAll('[title]')) parts.push(el.getAttribute('title') ?? '');
    for (const select of document.querySelectorAll('select'))
      if (select.checkVisibility()) for (const option of select.options) parts.push(option.text);
    return parts.join('\n');
  });
}

/** How each visible button of the given names is drawn: its fill, border and text colours. */
async function buttonLooks(page: Page, names: readonly string[]): Promise<string[]> {
  return page.locator('main button').evaluateAll(
    (buttons, wanted) =>
      buttons
        .filter((b) => b.checkVisibility() && wanted.includes(b.textContent?.trim() ?? ''))
        .map((b) => {
          const style = getComputedStyle(b);
          return `${style.backgroundColor} / ${style.borderColor} / ${style.color}`;
        }),
    [...names],
  );
}

/** The lights, as <html> carries them (src/ui/storage/preferences.ts), and whether each promises 7:1. */
const LIGHTS = [
  { theme: 'standard', enhanced: false },
  { theme: 'sunlight', enhanced: true },
  { theme: 'night', enhanced: false },
] as const;

/** The contrast violations of what the page shows in each light, the page's own light put back after. */
async function contrastInEachLight(page: Page, where: string): Promise<string[]> {
  const own = await page.evaluate(() => document.documentElement.dataset.theme ?? 'standard');
  const found: string[] = [];
  for (const light of LIGHTS) {
    // The light as the app applies it, without the menu (units-and-light.spec.ts takes that way).
    await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), light.theme);
    for (const violation of await contrastViolations(page, { enhanced: light.enhanced }))
      found.push(`${where} in ${light.theme}: ${violation}`);
  }
  await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), own);
  return found;
}

class ScreenChecks {
  readonly codeWords: string[] = [];
  readonly contrast: string[] = [];
  /** Each look of DONE, and of MARK AS COMPLETE / COMPLETE, with the first screen it was seen on. */
  readonly done = new Map<string, string>();
  readonly complete = new Map<string, string>();
  readonly #allowed: Set<string>;
  constructor(allowed: Set<string>) {
    this.#allowed = allowed;
  }

  async check(page: Page, where: string): Promise<void> {
    // The screen's own data first: a loading screen has no words to judge.
    await expect(page.getByText('Loading…')).toHaveCount(0);
    const words = (await shownText(page)).match(CODE_WORD) ?? [];
    for (const word of new Set(words)) if (!this.#allowed.has(word)) this.codeWords.push(`${where}: ${word}`);
    for (const look of await buttonLooks(page, ['DONE']))
      if (!this.done.has(look)) this.done.set(look, where);
    for (const look of await buttonLooks(page, ['MARK AS COMPLETE', 'COMPLETE']))
      if (!this.complete.has(look)) this.complete.set(look, where);
    this.contrast.push(...(await contrastInEachLight(page, where)));
  }
}

/** The same screen of another position, side or part: one of each is enough. */
function shapeOf(path: string): string {
  return path
    .replace(/\/Right\b/g, '/Left')
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:n');
}

/** Opens every screen of an inspection reached by its links from the contents, and checks each. */
async function walkInspection(page: Page, words: ScreenChecks, inspection: string): Promise<number> {
  const root = `/inspections/${inspection}`;
  const queue = [root];
  const seen = new Set([shapeOf(root)]);
  let visited = 0;
  while (queue.length > 0) {
    const path = queue.shift() ?? root;
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await words.check(page, path.replace(root, '') || '(contents)');
    visited += 1;
    const links = await page
      .locator(`main a[href^="${root}"]`)
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const link of links) {
      // Submitting ends the inspection: the walk goes there on purpose, last.
      if (link.endsWith('/submit') || link.endsWith('/complete')) continue;
      const shape = shapeOf(link);
      if (seen.has(shape)) continue;
      seen.add(shape);
      queue.push(link);
    }
  }
  return visited;
}

test('no screen shows a code word, and DONE and COMPLETE look apart, the same on every screen', async ({
  page,
}) => {
  await syncedDevice(page);
  const words = new ScreenChecks(new Set([...(await fleetWords(page)), ...PRODUCT_NAMES]));

  // The shell's own screens, the side menu and the add panel.
  for (const path of ['/', '/history?history_tab=in_progress', '/history?history_tab=completed']) {
    await visit(page, path);
    await expect(page.locator('a[href^="/inspections/"]').first()).toBeVisible();
    await words.check(page, path);
  }
  await visit(page, '/');
  await page.getByRole('button', { name: 'Add' }).click();
  await words.check(page, 'add panel');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await words.check(page, 'side menu');
  for (const path of [
    '/new-inspection',
    '/support-screen',
    '/summary-screen',
    '/table-of-bucket-screen',
    '/settings',
    '/gauges',
    '/print-tags',
    '/planner',
  ]) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await words.check(page, path);
  }
  await visit(page, '/help-screen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await words.check(page, '/help-screen');
  const categories = await page
    .locator('main a[href^="/help-screen/"]')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  for (const category of categories) {
    await visit(page, category);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await words.check(page, category);
    const question = page.locator(`main a[href^="${category}/"]`).first();
    if ((await question.count()) === 0) continue;
    await question.click();
    await expect(page).toHaveURL(new RegExp(`${category}/`));
    await words.check(page, new URL(page.url()).pathname);
  }

  // New Bucket with its lists filled in as far as the fleet goes.
  await visit(page, '/new-bucket');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const label of ['Customers', 'Site', 'Machine', 'Manufacturer', 'GET Fitment']) {
    const select = page.getByLabel(label, { exact: false }).first();
    const options = await select.locator('option').count();
    if (options > 1) await select.selectOption({ index: 1 });
  }
  await words.check(page, '/new-bucket');

  // A machine's inspection, every screen of it, then its review, submit and completed page.
  const { machine } = await machineWithBucket(page);
  const inspection = await startInspection(page, machine);
  const screens = await walkInspection(page, words, inspection);
  expect(screens).toBeGreaterThan(20);
  // What the screens say to a wrong entry.
  await visit(page, `/inspections/${inspection}/asset/operating-hours`);
  const hours = page.getByLabel('Total Machine Hours');
  for (const wrong of ['12.5', '-5', '0']) {
    await hours.fill(wrong);
    await hours.blur();
    await words.check(page, `operation with ${wrong} hours`);
  }
  // Cleared as the inspector would: leaving a screen that shows a refused value asks first (decision 0047).
  await hours.fill('');
  await hours.blur();
  await visit(page, '/new-bucket');
  await page.getByRole('button', { name: 'CREATE' }).click();
  await words.check(page, 'an empty New Bucket created');

  await visit(page, `/inspections/${inspection}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await page.getByRole('link', { name: 'SUBMIT', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Submit with sections not complete?' });
  await words.check(page, 'submit dialog');
  await ask.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible({
    timeout: 60_000,
  });
  await words.check(page, 'completed page');

  // A completed inspection of the seeded history, with its condition results.
  await visit(page, '/history?history_tab=completed');
  await page.locator('main a[href$="/complete"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible();
  await words.check(page, 'a seeded completed page');

  // A bucket in the yard: its inspection's screens.
  await visit(page, '/new-inspection');
  await page.getByRole('region', { name: 'BUCKET ONLY' }).getByRole('button').first().click();
  const inProgress = page.getByRole('dialog', { name: 'Inspection in progress' });
  await Promise.race([page.waitForURL(/\/inspections\/[0-9a-f-]{36}$/), inProgress.waitFor()]);
  if (await inProgress.isVisible()) await inProgress.getByRole('button', { name: 'START ANOTHER' }).click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  const yard = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await walkInspection(page, words, yard);

  expect(words.codeWords).toEqual([]);
  expect(words.contrast).toEqual([]);
  expect([...words.done.keys()], `DONE, first seen on ${[...words.done.values()].join(', ')}`).toHaveLength(
    1,
  );
  expect([...words.complete.keys()], `COMPLETE, on ${[...words.complete.values()].join(', ')}`).toHaveLength(
    1,
  );
  expect([...words.done.keys()]).not.toEqual([...words.complete.keys()]);
});
