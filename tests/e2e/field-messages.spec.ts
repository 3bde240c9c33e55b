import { expect, test, type Locator } from '@playwright/test';
import { machineWithBucket, openFirstTooth, startInspection, syncedDevice } from './bucket-fixture.ts';
import { navigateInApp, openApp, serviceWorkerReady } from './helpers.ts';
import { shifts, watchShifts } from './layout-shifts.ts';
import { CURRENT, openScreen, seedRecording } from './recording-fixture.ts';
import { localToken } from './tokens.ts';

// Messages that never push or cover what the inspector taps (decision 0047): on a 360 × 740 phone with touch, a
// field's refusal appears in the line the field already holds, so the tap that blurred it lands on MARK AS COMPLETE;
// a form's own answer is never under a toast or the offline banner; DONE asks before leaving a value that is not
// recorded.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 180_000 });

/**
 * Nothing lies over the element: what is drawn at its centre is the element itself (the docked banner would be hit),
 * and no toast overlaps it (the toasts let taps through, so they are measured).
 */
async function expectUncovered(element: Locator, what: string) {
  const over = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const found: string[] = [];
    if (hit === null || !el.contains(hit)) found.push(`${hit?.tagName ?? 'nothing'}.${hit?.className ?? ''}`);
    for (const toast of document.querySelectorAll('.toast')) {
      const t = toast.getBoundingClientRect();
      if (t.bottom > box.top && t.top < box.bottom && t.right > box.left && t.left < box.right)
        found.push(`toast "${toast.textContent ?? ''}"`);
    }
    return found;
  });
  expect(over, `${what}: nothing over it`).toEqual([]);
}

const NOT_WHOLE = 'Enter a whole number: digits only, no decimal point or sign';

test('a refused number: the first tap on MARK AS COMPLETE lands, refuses, and nothing moved', async ({
  page,
}) => {
  await seedRecording(page);
  await openScreen(page, '/asset/operating-hours', 'Operation');
  const total = page.getByLabel('Total Machine Hours (h)');
  await total.tap();
  await total.fill('2o261');
  await page.screenshot({ path: test.info().outputPath('typing.png') });
  await watchShifts(page);
  // The tap both blurs the field (its refusal shows) and presses the button: it must land.
  const complete = page.getByRole('button', { name: 'MARK AS COMPLETE' });
  await complete.scrollIntoViewIfNeeded();
  await watchShifts(page);
  await complete.tap();
  await expect(page.getByRole('alert').filter({ hasText: NOT_WHOLE })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not marked complete' })).toHaveText(
    'Not marked complete: Total Machine Hours shows a value that is not recorded. Correct or clear it first.',
  );
  // Nothing moved, but the page's footer (device and build words, nothing to tap) under the refusal line.
  const moved = (await shifts(page))
    .flatMap((s) => s.moved)
    .filter((m) => !m.startsWith('footer.app-footer'));
  expect(moved).toEqual([]);
  await expectUncovered(
    page.getByRole('alert').filter({ hasText: 'Not marked complete' }),
    'the refusal under MARK AS COMPLETE',
  );
  await expect(total).toHaveValue('2o261');
  await page.screenshot({ path: test.info().outputPath('refused.png') });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: test.info().outputPath('refused-tablet.png') });
  // Not completed: still on the screen, and the menu does not show the section done.
  await expect(page).toHaveURL(new RegExp(`/inspections/${CURRENT}/asset/operating-hours$`));
});

test.describe('synced device', () => {
  test.use({ serviceWorkers: 'allow' });

  test('DONE on a screen showing a value that is not recorded asks once; Cancel keeps it on the screen', async ({
    page,
  }) => {
    await syncedDevice(page);
    const { machine, bucket } = await machineWithBucket(page);
    const inspection = await startInspection(page, machine);
    await openFirstTooth(page, inspection, bucket);
    const worn = page.getByLabel('Worn Length (mm)');
    await worn.tap();
    await worn.fill('4o0');
    const done = page.getByRole('button', { name: 'DONE' });
    // The tap that blurs the field is the one that asks.
    await done.tap();
    const ask = page.getByRole('dialog', { name: 'Not recorded' });
    await expect(ask).toContainText('Worn Length (mm) shows a value that is not recorded: leave without it?');
    await page.screenshot({ path: test.info().outputPath('done-asks.png') });
    await ask.getByRole('button', { name: 'Cancel' }).tap();
    await expect(ask).toHaveCount(0);
    await expect(worn).toHaveValue('4o0');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Teeth · Position 1', exact: true }),
    ).toBeVisible();
    await done.tap();
    await page
      .getByRole('dialog', { name: 'Not recorded' })
      .getByRole('button', { name: 'Leave without it' })
      .tap();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Teeth · Position 1', exact: true }),
    ).toHaveCount(0);
  });

  test('the support form’s Message Queued is under no toast and no banner', async ({ page, context }) => {
    await context.route('**/api/admin/v1/user-message', (route) => route.abort('internetdisconnected'));
    await openApp(page, '/', localToken());
    await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded', {
      timeout: 60_000,
    });
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await navigateInApp(page, '/support-screen');
    await page.getByLabel('Additional Information').fill('Written with no signal in the pit.');
    // The 6 s offline toast of Refresh Data, still up when the form answers.
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await page.getByRole('button', { name: 'Refresh Data' }).tap();
    const toast = page.getByText("You're offline. Your data will sync when the signal is back.");
    await expect(toast).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).tap();
    const queued = page.getByTestId('support-queued');
    await expect(queued).toBeVisible();
    await expect(toast).toBeVisible();
    await expectUncovered(queued, 'Message Queued');
    await page.screenshot({ path: test.info().outputPath('support-offline.png') });
    await page.setViewportSize({ width: 800, height: 1280 });
    await expectUncovered(queued, 'Message Queued on a tablet');
    await page.screenshot({ path: test.info().outputPath('support-offline-tablet.png') });
    await context.setOffline(false);
  });
});
