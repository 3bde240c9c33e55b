import { expect, test } from './device.ts';
import { FLEET, seedFleet } from './fleet.ts';
import { unsignedToken } from './session.ts';

// A printed tag carries https://<host>/tag/machine/<id>: a phone's own camera app opens it in the browser (issue 55
// item 4). Signed in, it opens that machine's inspection; signed out, it goes through sign-in first, then there.

const machineHeading = (page: import('@playwright/test').Page) =>
  page.locator('.inspection-header').getByRole('heading', { level: 1 });

test('signed in, a machine’s tag URL opens its new inspection', async ({ page }) => {
  await seedFleet(page);
  await page.goto(`/tag/machine/${FLEET.assets.ex204}`);
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  await expect(machineHeading(page)).toHaveText('EX-204');
});

test('a tag URL naming nothing here says so and fills the search', async ({ page }) => {
  await seedFleet(page);
  await page.goto('/tag/machine/987654');
  await expect(page.getByRole('alert')).toHaveText('No machine with tag 987654 on this device');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('987654');
  await expect(page).toHaveURL(/\/new-inspection$/);
});

test('signed out, a machine’s tag URL goes through sign-in, then to that machine', async ({ page }) => {
  await seedFleet(page);
  // The session ends (the token is gone); the device keeps its fleet.
  await page.evaluate(() => {
    localStorage.setItem('e2e-signed-out', 'true');
    localStorage.removeItem('jwtToken');
    localStorage.removeItem('jwtTokenSource');
  });
  await page.goto(`/tag/machine/${FLEET.assets.ex204}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
  // The local sign-in hands its token to /jwt in the same tab, as the identity provider's redirect comes back.
  await page.goto(`/jwt#access_token=${encodeURIComponent(unsignedToken())}`);
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  await expect(machineHeading(page)).toHaveText('EX-204');
});

test('signed out, an ordinary address still goes Home after sign-in', async ({ page }) => {
  await seedFleet(page);
  await page.evaluate(() => {
    localStorage.setItem('e2e-signed-out', 'true');
    localStorage.removeItem('jwtToken');
    localStorage.removeItem('jwtTokenSource');
  });
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/jwt#access_token=${encodeURIComponent(unsignedToken())}`);
  await expect(page.getByRole('heading', { name: 'IN PROGRESS' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
