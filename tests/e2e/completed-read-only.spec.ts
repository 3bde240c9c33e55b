import { expect, test } from './device.ts';
import { EARLIER, seedRecording } from './recording-fixture.ts';

// A completed inspection reads as completed: its recording screens show what was recorded, take no input, and say
// how to reopen it.

test('the screens of a completed inspection are read-only, with the way to reopen it', async ({ page }) => {
  await seedRecording(page);
  await page.goto(`/inspections/${EARLIER}/asset/operating-hours`);
  await expect(page.getByRole('heading', { level: 1, name: 'Operation' })).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText('This inspection is completed');
  await expect(notice).toContainText('Reopen Inspection');
  const total = page.getByLabel('Total Machine Hours');
  await expect(total).toHaveValue('1000');
  await expect(total).toHaveAttribute('readonly', '');
  await expect(page.getByRole('checkbox', { name: 'Left Undercarriage Changeout' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'MARK AS COMPLETE' })).toBeDisabled();

  await notice.getByRole('link', { name: 'Open the completed inspection' }).click();
  await expect(page).toHaveURL(`/inspections/${EARLIER}/complete`);
  await expect(page.getByRole('button', { name: 'Reopen Inspection' })).toBeVisible();
});
