import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core itself, put into the page once per document and run there. @axe-core/playwright's AxeBuilder injected the
// whole source again on each call and finished each run in a new page of its own: 1.2 s a check on a recording
// screen against 50–85 ms for axe.run itself. The app has no
// frames, so running on the document checks all there is, with the same rules.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/** axe-core finds no WCAG 2.1 A or AA violation on what the page shows now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const axe = (
      globalThis as unknown as { axe: { run(context: Document, o: RunOptions): Promise<AxeResults> } }
    ).axe;
    return (await axe.run(document, options)).violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => `${n.target.join(' ')} → ${n.failureSummary ?? ''}`).join(' | ')}`,
    );
  }, OPTIONS);
  expect(violations).toEqual([]);
}

/**
 * The texts under their contrast bar on what the page shows now: WCAG AA (4.5:1) by default, AAA (7:1) with
 * `enhanced`, the Sunlight light's promise (decision 0053). One line per rule broken, naming the elements.
 */
export async function contrastViolations(page: Page, { enhanced = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const rules = enhanced ? ['color-contrast', 'color-contrast-enhanced'] : ['color-contrast'];
  return page.evaluate(
    async (options) => {
      const axe = (
        globalThis as unknown as { axe: { run(context: Document, o: RunOptions): Promise<AxeResults> } }
      ).axe;
      return (await axe.run(document, options)).violations.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} → ${n.failureSummary ?? ''}`).join(' | ')}`,
      );
    },
    { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] } satisfies RunOptions,
  );
}

/** No text under its contrast bar (see contrastViolations). */
export async function expectNoContrastViolations(page: Page, { enhanced = false } = {}): Promise<void> {
  expect(await contrastViolations(page, { enhanced })).toEqual([]);
}
