import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openApp } from './helpers.ts';
import { localToken } from './tokens.ts';

async function fillAndSend(page: Page, info: string) {
  await expect(page.getByLabel('Name')).toHaveValue('Ana Inspector');
  await expect(page.getByLabel('E-mail')).toHaveValue('ana@example.com');
  await page.getByLabel('Additional Information').fill(info);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('sends the form to the server with the bearer token: Message Sent', async ({ page, context }) => {
  const token = localToken();
  const sent: { authorization?: string; body?: string }[] = [];
  await context.route('**/api/admin/v1/user-message', async (route) => {
    sent.push({
      authorization: (await route.request().headerValue('authorization')) ?? undefined,
      body: route.request().postData() ?? undefined,
    });
    await route.continue();
  });
  await openApp(page, '/support-screen', token);
  await expectNoAxeViolations(page);
  await fillAndSend(page, 'The sync banner stays orange.');
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toHaveText(
    'Message Sent - Your message has been sent.',
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.authorization).toBe(`Bearer ${token}`);
  const message = JSON.parse((JSON.parse(sent[0]?.body ?? '{}') as { message: string }).message) as {
    text: string;
    metadata: Record<string, string>;
  };
  expect(message.text).toContain('The sync banner stays orange.');
  expect(message.metadata).toMatchObject({
    name: 'Ana Inspector',
    email: 'ana@example.com',
    device: 'Linux',
  });
});

test('Send while the identity library is still loading goes out once, with the token (not twice without one)', async ({
  page,
  context,
}) => {
  const token = localToken();
  const authorizations: (string | undefined)[] = [];
  await context.route('**/api/admin/v1/user-message', async (route) => {
    authorizations.push((await route.request().headerValue('authorization')) ?? undefined);
    await route.continue();
  });
  // MSAL's chunk held back until the message is sent: a slow tablet that has not loaded it yet.
  let releaseMsal: () => void = () => undefined;
  const msalHeld = new Promise<void>((resolve) => (releaseMsal = resolve));
  await context.route(/\/assets\/msal-client-[^/]*\.js$/, async (route) => {
    await msalHeld;
    await route.continue();
  });
  await openApp(page, '/support-screen', token);
  await fillAndSend(page, 'Sent before sign-in finished loading.');
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toBeVisible();
  releaseMsal();
  expect(authorizations).toEqual([`Bearer ${token}`]);
});

test('the server in trouble (502): the message is kept on the device, not lost', async ({
  page,
  context,
}) => {
  await context.route('**/api/admin/v1/user-message', (route) =>
    route.fulfill({ status: 502, body: 'bad gateway' }),
  );
  await openApp(page, '/support-screen', localToken());
  await fillAndSend(page, 'Anything');
  await expect(page.getByTestId('support-queued')).toHaveText(
    'Message Queued - Your message is kept on this device and will be sent when the connection is back.',
  );
  await expectNoAxeViolations(page);
});

test("a message the server refuses for good says 'Failed to send message to Slack. Please try again.', and why", async ({
  page,
  context,
}) => {
  await context.route('**/api/admin/v1/user-message', (route) =>
    route.fulfill({ status: 400, body: '{"error":"Expected a message"}' }),
  );
  await openApp(page, '/support-screen', localToken());
  await fillAndSend(page, 'Anything');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to send message to Slack. Please try again.');
  await expect(alert).toContainText(
    'Support could not accept this message. Please change it and send it again.',
  );
  await expectNoAxeViolations(page);
});
