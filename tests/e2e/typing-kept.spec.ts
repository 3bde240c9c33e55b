import { expect, test } from './device.ts';
import { openScreen, seedRecording } from './recording-fixture.ts';

// Nothing typed is lost: a field saves while the inspector types (after a pause) and when the page goes away (a
// reload, the tablet switching apps), not only when it loses focus.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await seedRecording(page);
});

test('a comment typed and reloaded at once, without leaving the field, is still there', async ({ page }) => {
  await openScreen(page, '/asset/executive-summary', 'Inspection Summary');
  const comments = page.getByLabel('Executive summary');
  const text = `Left idler weeping oil ${Date.now()}`;
  await comments.click();
  await comments.pressSequentially(text);
  await expect(comments).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Summary' })).toBeVisible();
  await expect(page.getByLabel('Executive summary')).toHaveValue(text);
});

test('a number typed and reloaded at once is still there', async ({ page }) => {
  await openScreen(page, '/asset/operating-hours', 'Operation');
  const tonnage = page.getByLabel('Tonnage (t)');
  await tonnage.click();
  await tonnage.pressSequentially('4250');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Operation' })).toBeVisible();
  await expect(page.getByLabel('Tonnage (t)')).toHaveValue('4250');
});

test('a pause in typing saves what is typed so far, while the field keeps the focus', async ({ page }) => {
  await openScreen(page, '/asset/executive-summary', 'Inspection Summary');
  const comments = page.getByLabel('Executive summary');
  await comments.click();
  await comments.pressSequentially('Undercarriage in fair condition');
  await expect(page.getByText('✓ saved')).toBeVisible();
  await expect(comments).toBeFocused();
  await expect(comments).toHaveValue('Undercarriage in fair condition');
});
