import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { CURRENT, entryStatus, expectUsableAtBothSizes } from './recording-fixture.ts';
import { syncRefused } from './helpers.ts';
import {
  openUndercarriage,
  SH07_INSPECTION,
  seedUndercarriage,
  visitUndercarriage,
} from './undercarriage-fixture.ts';

// Every undercarriage screen of both sides, on a model with every flag (EX-204) and one with none (SH-07),
// axe clean and with no control under 48 px at tablet and phone size.

test.describe.configure({ timeout: 300_000 });

const EVERY_ITEM: [string, string, string | RegExp][] = [
  ['Photos', 'Side Frame', 'Side Frame'],
  ['Shoes', 'Pitch Extension', 'Pitch Extension'],
  ['Shoes', 'Roller Path', 'Shoes Roller Path'],
  ['Shoes', 'Drive Lug', 'Shoes Drive Lug'],
  ['Drive Tumbler', 'Roller Path', 'Drive Tumbler Roller Path'],
  ['Drive Tumbler', 'Drive Lug', 'Drive Tumbler Drive Lug'],
  ['Drive Tumbler', 'Engagement', 'Engagement'],
  ['Idler', 'Front', 'Front Idler'],
  ['Roller Assemblies', 'Load Rollers', 'Load Rollers'],
  ['Roller Assemblies', 'Return Rollers', 'Return Rollers'],
  ['Roller Assemblies', 'Rear idler', 'Rear Idler'],
  ['Slider', 'Slider', 'Slider'],
];

const menuItem = (page: Page, section: string, label: string) =>
  page.getByRole('list', { name: section, exact: true }).getByRole('link', { name: new RegExp(`^${label}`) });

test('a model with every flag: both sides, every item of the menu and every part screen', async ({
  page,
}) => {
  await seedUndercarriage(page);
  await page.goto(`/inspections/${CURRENT}`);
  await expect(entryStatus(page, 'Undercarriage')).toHaveText('Not started');
  await syncRefused(page);
  await page.getByRole('link', { name: /^Undercarriage/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Undercarriage' })).toBeVisible();
  const sides = page.getByRole('list', { name: 'Sides' }).getByRole('link');
  await expect(sides).toHaveText([/^Left Side.*Not started/, /^Right Side.*Not started/]);
  await expectUsableAtBothSizes(page);

  for (const side of ['Left', 'Right']) {
    await page.setViewportSize({ width: 800, height: 1280 });
    await visitUndercarriage(page, '', 'Undercarriage');
    await page.getByRole('link', { name: new RegExp(`^${side} Side`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${side} Side` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Photos',
      'Shoes',
      'Drive Tumbler',
      'Idler',
      'Roller Assemblies',
      'Slider',
    ]);
    for (const [section, label, heading] of EVERY_ITEM) {
      await page.setViewportSize({ width: 800, height: 1280 });
      await visitUndercarriage(page, `/${side.toLowerCase()}`, `${side} Side`);
      await menuItem(page, section, label).click();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText(`${side} Side · EX-204`)).toBeVisible();
    }
  }
});

const USABILITY: [string, string | RegExp][] = [
  ['/left/side-frame', 'Side Frame'],
  ['/left/shoes/pitch-extension', 'Pitch Extension'],
  ['/left/shoes/roller-path', 'Shoes Roller Path'],
  ['/left/drive-tumbler/drive-lug', 'Drive Tumbler Drive Lug'],
  ['/left/drive-tumbler/engagement', 'Engagement'],
  ['/left/idler/rear', 'Rear Idler'],
  ['/left/roller-assemblies/load-rollers', 'Load Rollers'],
];

test('every kind of undercarriage screen is axe clean with 48 px controls on a tablet and a phone', async ({
  page,
}) => {
  await seedUndercarriage(page);
  for (const [path, heading] of USABILITY) {
    await page.setViewportSize({ width: 800, height: 1280 });
    await visitUndercarriage(page, path, heading);
    await expectUsableAtBothSizes(page);
  }

  // A position's detail from the list.
  await page.setViewportSize({ width: 800, height: 1280 });
  await visitUndercarriage(page, '/left/roller-assemblies/return-rollers', 'Return Rollers');
  await expect(page.getByRole('list', { name: 'Positions' }).getByRole('link')).toHaveText([
    /^Position 1.*Not started/,
    /^Position 2.*Not started/,
  ]);
  await page.getByRole('link', { name: /^Position 2/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return Rollers · Position 2' })).toBeVisible();
  await expect(page.getByText('PC5500 RETURN ROLLER')).toBeVisible();
  await expectUsableAtBothSizes(page);
});

test('a model with no flags shows the side frame, shoes, drive lug and engagement only; other addresses are not found', async ({
  page,
}) => {
  await seedUndercarriage(page);
  await openUndercarriage(page, '/right', 'Right Side', SH07_INSPECTION);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Photos', 'Shoes', 'Drive Tumbler']);
  await expect(page.getByRole('list', { name: 'Drive Tumbler' }).getByRole('link')).toHaveText([
    /^Drive Lug/,
    /^Engagement/,
  ]);
  await expectUsableAtBothSizes(page);
  for (const path of [
    '/right/idler/front',
    '/right/idler/middle',
    '/right/drive-tumbler/roller-path',
    '/right/roller-assemblies/load-rollers',
    '/right/shoes/engagement',
  ]) {
    // From a screen that is found each time, so each "not found" is this address's own.
    await visitUndercarriage(page, '/right', 'Right Side', SH07_INSPECTION);
    await visitUndercarriage(page, path, 'Page not found', SH07_INSPECTION);
  }
  // Shoes roller path without a part measuring it: the worn length cannot be judged (spec §5 InvalidInput).
  await visitUndercarriage(page, '/right/shoes/roller-path', 'Shoes Roller Path', SH07_INSPECTION);
  const worn = page.getByLabel('Worn Length (mm)');
  await worn.fill('40');
  await worn.blur();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This part has no worn length dimension' }),
  ).toBeVisible();
  await expect(worn).toHaveValue('40');
});
