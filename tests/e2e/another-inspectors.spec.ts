import { expect, test } from './device.ts';
import { firstRow, syncedDevice } from './bucket-fixture.ts';

// An inspection is its inspector's (decision 0022): another inspector's, synced to this device, shows everything
// recorded and takes no change, instead of taking readings the server would refuse when they are uploaded.

test("another inspector's inspection in progress is shown as it is, and cannot be changed here", async ({
  page,
}) => {
  await syncedDevice(page);
  // One in progress that the server says is someone else's (the seed's belong to their own inspectors).
  const [externalId, inspector] = await firstRow(
    page,
    `SELECT i.externalId, i.inspectorName FROM inspections i
      JOIN equipments e ON e.assetId = i.assetId AND e.name = 'Left Side'
      WHERE i.completed = 0 AND i.ownerSub <> (SELECT subject FROM signedInUser) ORDER BY i.name LIMIT 1`,
  );
  const notice = `This inspection belongs to another inspector (${inspector}): only they can change it`;

  await page.goto(`/inspections/${externalId}`);
  await expect(page.getByRole('note')).toContainText(notice);
  await expect(page.getByRole('link', { name: 'Edit / Changeout Bucket' })).toHaveCount(0);

  await page.goto(`/inspections/${externalId}/undercarriage/left/shoes/roller-path`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shoes Roller Path' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(notice);
  await expect(page.getByLabel('Worn Length')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'ADD PHOTO' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'MARK AS COMPLETE' })).toBeDisabled();

  await page.goto(`/inspections/${externalId}/review`);
  await expect(page.getByRole('note')).toContainText(notice);
  await expect(page.getByRole('link', { name: 'Back to inspection' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SUBMIT' })).toHaveCount(0);
});
