import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { openScreen, seedRecording } from './recording-fixture.ts';

// Decision 0035: a field's save still waiting in the worker when the page reloads is kept in the tab and stored after
// the reload. The worker is held busy with a long query first, as a sync's write would hold it, so that the save
// cannot have been stored before the reload: without the tab's copy, both answers below are lost.

test.describe.configure({ timeout: 120_000 });

/** Starts a query that keeps the worker busy for seconds, and does not wait for it. */
async function holdTheWorker(page: Page): Promise<void> {
  await page.evaluate(() => {
    void globalThis.inspectEngine?.runSql({
      sql: 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 50000000) SELECT count(*) FROM n',
      allowWrites: false,
    });
  });
}

test('a tap and a typed comment whose saves were still waiting when the page reloaded are there after it', async ({
  page,
}) => {
  await seedRecording(page);

  await openScreen(page, '/asset/lock-on', 'Lock On');
  const lockedOn = page.getByRole('group', { name: 'Is the machine locked on?' });
  await holdTheWorker(page);
  await lockedOn.getByRole('radio', { name: 'YES' }).check();
  await expect(lockedOn.getByText('Saving…')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lock On' })).toBeVisible();
  await expect(lockedOn.getByRole('radio', { name: 'YES' })).toBeChecked();

  // Typed, neither blurred nor paused on: the page's hiding sends it.
  await openScreen(page, '/asset/executive-summary', 'Inspection Summary');
  const comments = page.getByLabel('Executive summary');
  await holdTheWorker(page);
  await comments.fill('Boom cracked at the heel; monitor weekly.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Summary' })).toBeVisible();
  await expect(comments).toHaveValue('Boom cracked at the heel; monitor weekly.');
});
