import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { navigateInApp, openApp, queryRows, serviceWorkerReady, syncRefused } from './helpers.ts';
import { CURRENT, seedRecording } from './recording-fixture.ts';
import { localToken } from './tokens.ts';

// Walked on a phone: the words offline (Refresh Data, a support message queued and then sent) and the
// flows (a section opened from Review returns to it; Logout names the inspections it would discard).

test.use({
  serviceWorkers: 'allow',
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  // The inspection dates Logout names are shown in the device's zone: one zone for the expected words.
  timezoneId: 'UTC',
});

test.describe.configure({ timeout: 150_000 });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * What reached support, by answer status. A routed request is fetched by Playwright itself, which the context's
 * offline switch does not cut: the route aborts it as the network would while the test has the device offline.
 */
async function supportServer(context: BrowserContext) {
  const received: number[] = [];
  let offline = false;
  await context.route('**/api/admin/v1/user-message', async (route) => {
    if (offline) return route.abort('internetdisconnected');
    const response = await route.fetch();
    received.push(response.status());
    await route.fulfill({ response });
  });
  const setOffline = async (value: boolean) => {
    offline = value;
    await context.setOffline(value);
  };
  return { received, setOffline };
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}

test('offline, Refresh Data says it will sync later; a support message is queued, and sent once the signal is back', async ({
  page,
  context,
}) => {
  const { received, setOffline } = await supportServer(context);
  await openApp(page, '/', localToken());
  await expect(page.getByTestId('sync-status')).toContainText('Everything is uploaded', { timeout: 60_000 });
  await serviceWorkerReady(page);

  await setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await openMenu(page);
  await page.getByRole('button', { name: 'Refresh Data' }).tap();
  await expect(page.getByText("You're offline. Your data will sync when the signal is back.")).toBeVisible();

  await navigateInApp(page, '/support-screen');
  await expect(heading(page, 'Support')).toBeVisible();
  await page.getByLabel('Additional Information').fill('Written with no signal in the pit.');
  await page.getByRole('button', { name: 'Send' }).tap();
  await expect(page.getByTestId('support-queued')).toHaveText(
    'Message Queued - Your message is kept on this device and will be sent when the connection is back.',
  );
  // Nothing reached support, and nothing names a service the inspector never sees.
  expect(received).toEqual([]);
  await expect(page.getByText(/Slack/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await queryRows(page, "SELECT count(*) FROM supportQueue WHERE state = 'queued'")).toEqual([['1']]);

  await setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toHaveText(
    'Message Sent - Your message has been sent.',
    { timeout: 60_000 },
  );
  expect(received).toEqual([201]);
  expect(await queryRows(page, "SELECT count(*) FROM supportQueue WHERE state = 'queued'")).toEqual([['0']]);
});

test('a support message queued offline survives a reload, and goes when the signal is back', async ({
  page,
  context,
}) => {
  const { received, setOffline } = await supportServer(context);
  await openApp(page, '/support-screen', localToken());
  await serviceWorkerReady(page);
  await setOffline(true);
  await page.getByLabel('Additional Information').fill('Kept through a reload.');
  await page.getByRole('button', { name: 'Send' }).tap();
  await expect(page.getByTestId('support-queued')).toBeVisible();

  await page.reload();
  await expect(heading(page, 'Support')).toBeVisible();
  await expect(page.getByTestId('support-waiting')).toHaveText(
    '1 message is kept on this device and will be sent when the connection is back.',
  );
  expect(received).toEqual([]);

  await setOffline(false);
  await expect(page.getByTestId('support-waiting')).toHaveCount(0, { timeout: 60_000 });
  expect(received).toEqual([201]);
});

test('a section opened from Review returns to Review when it is completed', async ({ page }) => {
  await seedRecording(page);
  await navigateInApp(page, `/inspections/${CURRENT}/review`);
  await expect(heading(page, 'Review')).toBeVisible();
  await syncRefused(page);
  await page.getByRole('link', { name: /^Lock Off/ }).tap();
  await expect(heading(page, 'Lock Off')).toBeVisible();
  for (const question of ['Is the machine locked off?', 'Has the customer been notified?'])
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'YES' }).check();
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
  await expect(heading(page, 'Review')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/inspections/${CURRENT}/review$`));
  await expect(page.getByRole('link', { name: /^Lock Off/ })).toContainText('Completed');
});

test('Logout with unsent changes names the inspection they belong to', async ({ page }) => {
  await seedRecording(page);
  await navigateInApp(page, `/inspections/${CURRENT}/asset/executive-summary`);
  await expect(heading(page, 'Inspection Summary')).toBeVisible();
  await syncRefused(page);
  await page.getByLabel('Executive summary').fill('Tracks tight on the left.');
  await page.getByLabel('Executive summary').blur();
  await expect(page.getByText('✓ saved')).toBeVisible();

  await openMenu(page);
  await page.getByRole('button', { name: 'Logout' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Not sent yet' });
  await expect(dialog).toBeVisible();
  // The seeded inspection of EX-204 is dated 1 October 2026, 08:00 UTC: 'dd MMM yy • hh:mma'.
  await expect(dialog.getByTestId('logout-inspections').getByRole('listitem')).toHaveText([
    'EX-204 · 01 Oct 26 • 08:00AM',
  ]);
  await dialog.getByRole('button', { name: 'STAY SIGNED IN' }).tap();
  await expect(dialog).toHaveCount(0);
});
