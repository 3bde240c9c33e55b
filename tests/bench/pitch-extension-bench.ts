import type { Page } from '@playwright/test';
import { percentile } from './percentile.ts';

// The pitch extension screen under the same 4× CPU throttle as the other recording screens: opening it
// from the side's condition menu (click to its model rendered) and saving the tape measure (blur to the saved mark,
// which includes the worker recomputing the pitch extension in the same transaction).

export interface PitchExtensionFigures {
  readonly opens: number;
  readonly openP50Ms: number;
  readonly openP95Ms: number;
  readonly saves: number;
  readonly saveP50Ms: number;
  readonly saveP95Ms: number;
}

/** Runs with the page's CPU already throttled, on an inspection in progress of a machine with an undercarriage. */
export async function measurePitchExtension(
  page: Page,
  inspection: string,
  runs: number,
  log: (message: string) => void = () => undefined,
): Promise<PitchExtensionFigures> {
  const menu = `${new URL(page.url()).origin}/inspections/${inspection}/undercarriage/left`;
  await page.goto(menu);
  await page.getByRole('link', { name: /^Pitch Extension/ }).waitFor();
  const opens: number[] = [];
  for (let i = 0; i < runs; i++) {
    opens.push(
      await page.evaluate(async () => {
        const link = [...document.querySelectorAll('a')].find((a) =>
          a.textContent?.startsWith('Pitch Extension'),
        );
        if (!link) throw new Error('no Pitch Extension entry');
        const started = performance.now();
        link.click();
        await new Promise<void>((resolve, reject) => {
          const check = () => {
            const heading = document.querySelector('h1')?.textContent;
            if (heading === 'Pitch Extension' && document.querySelector('.judge-panel, .status-card'))
              resolve();
            else if (performance.now() - started > 60_000)
              reject(new Error(`Pitch Extension did not show in 60 s (heading ${heading ?? 'none'})`));
            else requestAnimationFrame(check);
          };
          check();
        });
        return performance.now() - started;
      }),
    );
    await page.goBack();
    await page.getByRole('link', { name: /^Pitch Extension/ }).waitFor();
    if ((i + 1) % 5 === 0) log(`pitch extension: ${i + 1} screens opened`);
  }
  await page.getByRole('link', { name: /^Pitch Extension/ }).click();
  const measurement = page.getByLabel('Measurement (mm)');
  await measurement.waitFor();
  // Without a number of shoes every tape length is a valid save (the pitch extension is then "Invalid input"): the
  // bench's own new inspection (benchInspection) has none chosen.
  const shoes = page.getByLabel('Number of Shoes', { exact: true });
  if ((await shoes.inputValue()) !== '') throw new Error('a number of shoes is already chosen');
  const saves: number[] = [];
  for (let i = 0; i < runs; i++) {
    // The field's saved mark sits in the row beside its box (FieldFoot).
    const mark = measurement.locator('xpath=..').locator('.saved-mark');
    await mark.and(page.locator('.saved-mark.idle')).waitFor({ state: 'attached' });
    await measurement.fill(String(3500 + i));
    saves.push(
      await measurement.evaluate(async (input: HTMLInputElement) => {
        const markEl = input.parentElement?.querySelector('.saved-mark');
        if (!markEl) throw new Error('no saved mark');
        const started = performance.now();
        const done = new Promise<number>((resolve, reject) => {
          const observer = new MutationObserver(() => {
            if (markEl.className === 'saved-mark saved') {
              observer.disconnect();
              resolve(performance.now() - started);
            } else if (markEl.className === 'saved-mark failed') {
              observer.disconnect();
              reject(new Error('the tape measure was refused'));
            }
          });
          observer.observe(markEl, { attributes: true, attributeFilter: ['class'] });
        });
        input.blur();
        return done;
      }),
    );
    if ((i + 1) % 5 === 0) log(`pitch extension: ${i + 1} tape measures saved`);
  }
  const o = [...opens].sort((a, b) => a - b);
  const s = [...saves].sort((a, b) => a - b);
  return {
    opens: o.length,
    openP50Ms: percentile(o, 0.5),
    openP95Ms: percentile(o, 0.95),
    saves: s.length,
    saveP50Ms: percentile(s, 0.5),
    saveP95Ms: percentile(s, 0.95),
  };
}
