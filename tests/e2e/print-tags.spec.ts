import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { E2E_PORT } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './device.ts';
import { FLEET, seedFleet } from './fleet.ts';

// Print tags (issue 55 item 3): from the side menu, a site's tags as a PDF made in a worker of the page; the
// file is rendered by Poppler and every code read back by ZXing's reader, to the machines and buckets of the site.

const run = promisify(execFile);

test('the side menu’s Print tags makes a PDF of the site’s tags, every code reading back to its machine or bucket', async ({
  page,
}) => {
  await seedFleet(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Print tags' }).click();
  await expect(page.getByRole('heading', { name: 'Print tags' })).toBeVisible();
  await expect(page.getByLabel('Site')).toHaveValue(String(FLEET.sites.karratha));
  await expect(page.getByLabel('Machines (2)')).toBeChecked();
  await expect(page.getByLabel('Buckets (2)')).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByLabel('Label printer, 50 × 30 mm (one a page)').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'MAKE 4 TAGS (PDF)' }).click();
  await expect(page.locator('.print-tags-made, .error-banner')).toHaveText(
    /Tags of Karratha North\.pdf: 4 tags on 4 pages, saved to your downloads\./,
  );
  const file = await download;
  expect(file.suggestedFilename()).toBe('Tags of Karratha North.pdf');

  const dir = await mkdtemp(path.join(tmpdir(), 'print-tags-e2e-'));
  try {
    const pdf = path.join(dir, 'tags.pdf');
    await file.saveAs(pdf);
    await run('pdftoppm', ['-r', '200', '-png', pdf, path.join(dir, 'page')]);
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    prepareZXingModule({ overrides: { wasmBinary: (await readFile(wasm)).buffer } });
    const codes: string[] = [];
    for (const png of (await readdir(dir)).filter((f) => f.endsWith('.png')).sort())
      for (const code of await readBarcodes(await readFile(path.join(dir, png)), { formats: ['QRCode'] }))
        codes.push(code.text);
    const origin = `http://127.0.0.1:${E2E_PORT}`;
    expect(codes).toEqual([
      `${origin}/tag/machine/${FLEET.assets.ex204}`,
      `${origin}/tag/machine/${FLEET.assets.zeta}`,
      `${origin}/tag/bucket/${FLEET.buckets.ex204}`,
      `${origin}/tag/bucket/${FLEET.buckets.spareA}`,
    ]);
    const text = (await run('pdftotext', ['-layout', pdf, '-'])).stdout.split('\f');
    expect(text[0]).toContain('EX-204');
    expect(text[1]).toContain('Zeta 9');
    expect(text[3]).toContain('Spare Bucket A');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
