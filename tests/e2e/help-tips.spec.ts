import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openApp } from './helpers.ts';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Help: In progress' }).click();
  const sheet = page.getByRole('dialog', { name: 'In progress' });
  await sheet.getByRole('button', { name: 'Open in editor' }).click();
  const editor = page.getByRole('dialog', { name: 'Markdown Editor' });
  await expect(editor).toContainText('Tooltip ID: home-in-progress');
  return editor;
}

test.beforeEach(async ({ page }) => {
  await openApp(page, '/');
});

test('a help tip opens in a bottom sheet of at most 80% of the view height', async ({ page }) => {
  await page.getByRole('button', { name: 'Help: In progress' }).click();
  const sheet = page.getByRole('dialog', { name: 'In progress' });
  await expect(sheet).toContainText('Inspections you have started and not yet submitted');
  await expect(sheet.locator('strong', { hasText: 'SEE ALL' })).toBeVisible();
  const { maxHeight, viewport } = await sheet.evaluate((el) => ({
    maxHeight: parseFloat(getComputedStyle(el).maxHeight),
    viewport: window.innerHeight,
  }));
  expect(maxHeight).toBeCloseTo(viewport * 0.8, 0);
  // The sheet slides up (0.2 s): measure where it comes to rest.
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await sheet.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(page.viewportSize()?.height ?? 0, 0);
  await expect(sheet.getByRole('button', { name: 'Open in editor' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Markdown Editor previews live, embeds images as data, and saves with a 1.5 s tick', async ({
  page,
}) => {
  await page.clock.install();
  await page.reload();
  const editor = await openEditor(page);
  await editor.getByLabel('Heading').fill('Work in progress');
  await editor.getByLabel('Body').fill('Tap a card to **continue**.');
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('continue');
  await editor
    .getByLabel('Image file')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(editor.getByLabel('Body')).toHaveValue(/!\[dot\.png\]\(data:image\/png;base64,/);
  await expect(preview.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectNoAxeViolations(page);

  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.clock.runFor(1499);
  await expect(editor.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.clock.runFor(1);
  await expect(editor.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.clock.resume();
  await editor.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Help: Work in progress' }).click();
  const sheet = page.getByRole('dialog', { name: 'Work in progress' });
  await expect(sheet.locator('strong')).toHaveText('continue');
  await expect(sheet.locator('img')).toHaveAttribute('src', /^data:image\/png/);
});

test('a tip cannot run script, whatever it contains', async ({ page }) => {
  const editor = await openEditor(page);
  await editor
    .getByLabel('Body')
    .fill(
      [
        '<script>window.__pwned = "script"</script>',
        '<img src="x" onerror="window.__pwned = \'onerror\'">',
        '[click me](javascript:window.__pwned="link")',
        '<a href="javascript:window.__pwned=\'a\'">a</a>',
        '<svg><script>window.__pwned="svg"</script></svg>',
        '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
        '<div onclick="window.__pwned=\'click\'" style="position:fixed;inset:0">cover</div>',
      ].join('\n\n'),
    );
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('click me');
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Help: In progress' }).click();
  const sheet = page.getByRole('dialog', { name: 'In progress' });
  await expect(sheet).toContainText('click me');
  await sheet.getByText('click me').click({ noWaitAfter: true });
  await sheet.getByText('cover').click();
  const unsafe = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: string }).__pwned,
    scripts: document.querySelectorAll('.markdown script, .markdown iframe, .markdown svg').length,
    handlers: [...document.querySelectorAll('.markdown *')].filter((el) =>
      [...el.attributes].some((a) => a.name.startsWith('on') || /javascript:/i.test(a.value)),
    ).length,
  }));
  expect(unsafe).toEqual({ pwned: undefined, scripts: 0, handlers: 0 });
});

test('tips that are empty or say TODO are hidden outside local builds', async ({ page }) => {
  await page.goto('/history');
  await expect(page.getByRole('button', { name: 'Help: Inspection history' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help: Sorting' })).toHaveCount(0);
  await page.goto('/help-screen/history');
  await expect(page.getByRole('link', { name: 'Inspection history' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sorting' })).toHaveCount(0);
});

test('the help screen lists categories and their tips', async ({ page }) => {
  await page.goto('/help-screen');
  await page.getByRole('link', { name: 'New Bucket' }).click();
  await expect(page).toHaveURL(/\/help-screen\/new-bucket$/);
  await page.getByRole('link', { name: 'Location of the bucket' }).click();
  await expect(page).toHaveURL(/\/help-screen\/new-bucket\/new-bucket-location$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location of the bucket');
  await expectNoAxeViolations(page);
});
