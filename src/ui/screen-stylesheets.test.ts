import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A screen's stylesheet loads with its screen's code and then stays in the page: a rule in it that matches what
// another screen draws restyles that screen from then on, so a screen looked different depending on which screens
// were opened before (decision 0124: recording.css made every icon button of the app 56 px). Its rules are scoped:
// each names at least one class of its own, not only classes the app-wide stylesheet defines, nor bare elements.

const UI = import.meta.dirname;
const APP_WIDE = ['styles.css', 'themes.css'];

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The selectors of a stylesheet's rules, those inside @media and @supports too; @keyframes' steps are not. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let keyframesAt = -1;
  let text = '';
  for (const char of withoutComments(css)) {
    if (char === '{') {
      const head = text.trim();
      if (head.startsWith('@keyframes')) keyframesAt = depth;
      else if (!head.startsWith('@') && keyframesAt < 0)
        selectors.push(...head.split(',').map((s) => s.trim()));
      depth += 1;
      text = '';
    } else if (char === '}') {
      depth -= 1;
      if (depth === keyframesAt) keyframesAt = -1;
      text = '';
    } else if (char === ';') text = '';
    else text += char;
  }
  return selectors;
}

const classesOf = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

function screenStylesheets(folder = UI): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return screenStylesheets(full);
    return entry.name.endsWith('.css') && !(folder === UI && APP_WIDE.includes(entry.name)) ? [full] : [];
  });
}

const appWideClasses = new Set(
  classesOf(selectorsOf(readFileSync(path.join(UI, 'styles.css'), 'utf8')).join(' ')),
);

/** The selectors of `css` that name no class of the screen's own. */
const unscopedIn = (css: string) =>
  selectorsOf(css).filter((selector) => classesOf(selector).every((name) => appWideClasses.has(name)));

describe("screens' stylesheets", () => {
  it('are found (the check below reads something)', () => {
    expect(screenStylesheets().map((file) => path.relative(UI, file))).toEqual(
      expect.arrayContaining(['recording/recording.css', 'inspections/bucket/bucket.css']),
    );
  });

  it('style only what names a class of their own, never an app-wide control alone', () => {
    const unscoped = screenStylesheets().flatMap((file) =>
      unscopedIn(readFileSync(file, 'utf8')).map((selector) => `${path.relative(UI, file)}: ${selector}`),
    );
    expect(unscoped).toEqual([]);
  });

  it('would catch the rule that resized every icon button, and pass the scoped one', () => {
    expect(unscopedIn('.icon-button { width: 56px; }')).toEqual(['.icon-button']);
    expect(unscopedIn('dialog.modal::backdrop { background: black; }')).toEqual(['dialog.modal::backdrop']);
    expect(unscopedIn('@media (min-width: 600px) { .page, .own-thing .page { margin: 0; } }')).toEqual([
      '.page',
    ]);
    expect(unscopedIn('@keyframes spin { to { rotate: 1turn; } }')).toEqual([]);
  });
});
