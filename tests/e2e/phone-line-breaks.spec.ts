import { expect, test, type Page } from '@playwright/test';
import { machineWithBucket, startInspection, syncedDevice } from './bucket-fixture.ts';
import { navigateInApp } from './helpers.ts';
import { badBreaks } from './line-breaks.ts';
import { CURRENT } from './recording-fixture.ts';
import {
  LEFT_ROLLER_PATH_PAST_LIMIT,
  openUndercarriage,
  seedUndercarriage,
  visitUndercarriage,
} from './undercarriage-fixture.ts';

// At 360 px (decision 0049): a line breaks between facts, never inside one: not "01 Sep" / "26", "116.7" / "%",
// "Position" / "1", nor after a "·" whose fact went to the next line. Each screen is checked as laid out at 360 × 740
// and at 800 × 1280.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 180_000 });

/** No bad break under the selector, at phone size and at tablet size. */
async function expectWholeFacts(page: Page, selector: string, what: string) {
  for (const size of [
    { width: 360, height: 740 },
    { width: 800, height: 1280 },
  ]) {
    await page.setViewportSize(size);
    const scopes = page.locator(selector);
    await expect(scopes.first()).toBeVisible();
    for (const scope of await scopes.all())
      expect.soft(await badBreaks(scope), `${what} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

test('a measuring screen, the side menu and the contents break lines between facts only', async ({
  page,
}) => {
  await seedUndercarriage(page, LEFT_ROLLER_PATH_PAST_LIMIT);
  await openUndercarriage(page, '/left/shoes/roller-path', 'Shoes Roller Path');
  const panel = page.getByRole('region', { name: 'Measure and judge' });
  await expect(panel).toContainText('116.7 %');
  await expect(panel).toContainText('01 Sep 26');
  await expectWholeFacts(page, '.judge-facts dd', 'the Before and Forecast rows');
  await expectWholeFacts(page, '.recording-header', 'the screen’s header');
  await page.screenshot({ path: test.info().outputPath('roller-path.png'), fullPage: true });

  await openUndercarriage(page, '/left/shoes/pitch-extension', 'Pitch Extension');
  await page.getByLabel('Number of Shoes', { exact: true }).selectOption('7');
  const measurement = page.getByLabel('Measurement (mm)');
  await measurement.fill('2540');
  await measurement.blur();
  await expect(page.getByRole('status', { name: 'Tape measure result' })).toContainText('71.5 %');
  await expectWholeFacts(page, '.pitch-methods, .judge-panel', 'the pitch extension');

  await visitUndercarriage(page, '/left', 'Left Side');
  await expect(
    page.getByRole('list', { name: 'Shoes' }).getByRole('link', { name: /^Roller Path/ }),
  ).toContainText('116.7 %');
  await expectWholeFacts(page, '.section-entry', 'the side menu');

  await navigateInApp(page, `/inspections/${CURRENT}`);
  await expect(page.getByRole('link', { name: /^Undercarriage/ })).toContainText('116.7 %');
  await expectWholeFacts(page, '.section-entry', 'the contents');
  await page.screenshot({ path: test.info().outputPath('contents.png'), fullPage: true });
});

test.describe('bucket', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a tooth row keeps its action whole and ends no line with a separator', async ({ page }) => {
    await syncedDevice(page);
    const { machine, bucket } = await machineWithBucket(page);
    const inspection = await startInspection(page, machine);
    await navigateInApp(page, `/inspections/${inspection}/bucket/${bucket}/ground-engaging-tools/summary`);
    await page.getByRole('link', { name: /^Teeth/ }).tap();
    await page.getByRole('link', { name: /^Position 1/ }).tap();
    const worn = page.getByLabel('Worn Length (mm)');
    await worn.tap();
    await worn.fill('400');
    await worn.blur();
    await expect(page.getByText('✓ saved').first()).toBeVisible();
    await expectWholeFacts(page, '.judge-facts dd', 'the tooth’s Before and Forecast rows');
    await page.getByRole('button', { name: 'DONE', exact: true }).tap();
    const first = page.getByRole('link', { name: /^Position 1/ });
    await expect(first).toContainText('66.7 %');
    await expect(first).toContainText('Monitor / Maintenance');
    await expectWholeFacts(page, '.section-entry', 'the teeth rows');
    await page.screenshot({ path: test.info().outputPath('teeth.png'), fullPage: true });
  });
});
