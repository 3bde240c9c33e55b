import { expect, test } from './device.ts';
import { openApp } from './helpers.ts';
import { expectUsableAtBothSizes } from './recording-fixture.ts';

test.describe.configure({ timeout: 90_000 });

test('example form 1: both sections from the config, the parts radio, no back button', async ({ page }) => {
  await openApp(page, '/example-form-1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Personal Information',
    'Additional Information',
  ]);
  await expect(main.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await expect(
    main.getByRole('group', { name: 'Parts' }).getByRole('radio', { name: 'Same parts' }),
  ).toBeChecked();
  await main.getByLabel('Full Name').fill('Ana Inspector');
  await main.getByLabel('Full Name').blur();
  await expect(main.getByText('✓ saved')).toBeVisible();
  await main.getByLabel('Favorite Color').selectOption('green');
  await main.getByLabel('Interests', { exact: true }).fill('tracks');
  await main.getByRole('button', { name: 'Add' }).click();
  await expect(main.getByRole('list', { name: 'Interests added' }).getByRole('listitem')).toHaveText([
    /tracks/,
  ]);
  await expectUsableAtBothSizes(page);
});

test('example form 2: the same fields without the radio, with a back button', async ({ page }) => {
  await openApp(page, '/example-form-2');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Parts' })).toHaveCount(0);
  await expect(main.getByLabel('Is Completed')).not.toBeChecked();
  await expectUsableAtBothSizes(page);
});
