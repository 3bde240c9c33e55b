import { expect, type Page } from '@playwright/test';

// The undercarriage and bucket screens of an inspection, one address for each of their routes (src/ui/router.tsx),
// found as the inspector finds them: by following the screens' own links from the section's first screen.

type ScreenRoute = { readonly name: string; readonly path: RegExp };

const ID = '[^/]+';

/** The undercarriage routes under /inspections/{id}, the more particular first (a part's name is any segment). */
export const UNDERCARRIAGE_ROUTES: readonly ScreenRoute[] = [
  { name: 'sides', path: /^\/undercarriage$/ },
  { name: 'side menu', path: new RegExp(`^/undercarriage/${ID}$`) },
  { name: 'side frame', path: new RegExp(`^/undercarriage/${ID}/side-frame$`) },
  { name: 'idler', path: new RegExp(`^/undercarriage/${ID}/idler/${ID}$`) },
  { name: 'pitch extension', path: new RegExp(`^/undercarriage/${ID}/${ID}/pitch-extension$`) },
  { name: 'roller path', path: new RegExp(`^/undercarriage/${ID}/${ID}/roller-path$`) },
  { name: 'drive lug', path: new RegExp(`^/undercarriage/${ID}/${ID}/drive-lug$`) },
  { name: 'engagement', path: new RegExp(`^/undercarriage/${ID}/${ID}/engagement$`) },
  { name: 'positions', path: new RegExp(`^/undercarriage/${ID}/${ID}/${ID}$`) },
  { name: 'position', path: new RegExp(`^/undercarriage/${ID}/${ID}/${ID}/${ID}/${ID}$`) },
];

const BUCKET = `/bucket/${ID}`;
const GET = `${BUCKET}/ground-engaging-tools`;
const PLATE = `${BUCKET}/wear-kit/wear-plates/locations/${ID}`;

/**
 * The bucket routes under /inspections/{id}, the more particular first; but the rotation
 * (`/bucket/{id}/rotation/{id}`), which needs a bucket changed out for another.
 */
export const BUCKET_ROUTES: readonly ScreenRoute[] = [
  { name: 'buckets', path: /^\/bucket$/ },
  { name: 'add a bucket', path: /^\/bucket\/new-bucket$/ },
  { name: 'specifications', path: new RegExp(`^${BUCKET}/specifications$`) },
  { name: 'bucket summary', path: new RegExp(`^${BUCKET}/summary$`) },
  { name: 'GET summary', path: new RegExp(`^${GET}/summary$`) },
  { name: 'GET multi-select', path: new RegExp(`^${GET}/multiSelect$`) },
  { name: 'part type summary', path: new RegExp(`^${GET}/part-types/${ID}/summary$`) },
  { name: 'part type', path: new RegExp(`^${GET}/part-types/${ID}$`) },
  { name: 'part position', path: new RegExp(`^${GET}/part-types/${ID}/${ID}$`) },
  { name: 'wear kit summary', path: new RegExp(`^${BUCKET}/wear-kit/summary$`) },
  { name: 'wear plates', path: new RegExp(`^${BUCKET}/wear-kit/wear-plates/summary$`) },
  { name: 'plate location summary', path: new RegExp(`^${PLATE}/summary$`) },
  { name: 'plate location', path: new RegExp(`^${PLATE}$`) },
  { name: 'plate secondary', path: new RegExp(`^${PLATE}/locations/${ID}$`) },
  { name: 'heel shrouds', path: new RegExp(`^${BUCKET}/wear-kit/heel-shrouds$`) },
  { name: 'bucket menu', path: new RegExp(`^${BUCKET}$`) },
];

/** The screen is shown whole: its heading, and nothing left saying "Loading…". */
export async function screenShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 60_000 });
}

/** At most this many screens are visited looking for the routes (a safeguard: the sections hold ~20–40 addresses). */
const MAX_VISITS = 120;

/**
 * From `starts` (addresses of the inspection), follows the screens' links within the inspection, an address of a
 * route not found yet first (a first list may have nothing under it, as a part with no positions): answers the first
 * address found for each route, by route name, once each route is found or nothing is left to follow.
 */
export async function findScreens(
  page: Page,
  inspection: string,
  starts: readonly string[],
  routes: readonly ScreenRoute[],
): Promise<Map<string, string>> {
  const base = `/inspections/${inspection}`;
  const routeOf = (path: string) => routes.find((route) => route.path.test(path.slice(base.length)))?.name;
  const found = new Map<string, string>();
  const seen = new Set(starts);
  const queue = [...starts];
  for (let visits = 0; visits < MAX_VISITS && found.size < routes.length; visits += 1) {
    const index = Math.max(
      0,
      queue.findIndex((path) => !found.has(routeOf(path) ?? '')),
    );
    const [next] = queue.splice(index, 1);
    if (next === undefined) break;
    const name = routeOf(next);
    if (name && !found.has(name)) found.set(name, next);
    // Loaded anew: after a link the previous screen stays until the next one's code and model are in.
    await page.goto(next);
    await screenShown(page);
    const links = await page
      .locator(`main a[href^="${base}/"]`)
      .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const link of links) {
      if (seen.has(link) || routeOf(link) === undefined) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return found;
}
