import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesOf, translatorFor } from './catalogues.ts';
import { LANGUAGES } from './languages.ts';

// The catalogues are files people edit (src/i18n/messages) and files the app loads (src/i18n/compiled): these
// tests hold them to the code and to each other (decision 0065).

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FORMATJS = path.join(ROOT, 'node_modules', '.bin', 'formatjs');
const source = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(ROOT, 'src/i18n/messages', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
const compiled = (language: string, folder = path.join(ROOT, 'src/i18n/compiled')): unknown =>
  JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8'));

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

// Each argument a message takes, with its kind (plain, number, date, time, select, plural, tag).
function argumentsOf(elements: readonly Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== 0 && element.type !== 7) into.add(`${element.value ?? ''}:${element.type}`);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, into);
    argumentsOf(element.children ?? [], into);
  }
  return into;
}

// The FormatJS CLI reads every source file or catalogue: seconds on a loaded 2-core machine, not the default 5.
const CLI_MS = 60_000;

describe('the catalogues', () => {
  it(
    'English is exactly what the code says (npm run i18n:extract is up to date)',
    () => {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'i18n-')), 'en.json');
      execFileSync(
        FORMATJS,
        [
          'extract',
          'src/**/*.{ts,tsx}',
          '--ignore',
          '**/*.test.{ts,tsx}',
          '--ignore',
          '**/*.d.ts',
          '--format',
          'simple',
          '--out-file',
          out,
        ],
        { cwd: ROOT },
      );
      expect(source('en')).toEqual(JSON.parse(readFileSync(out, 'utf8')));
    },
    CLI_MS,
  );

  it('every language has every key, and no key the code does not use', () => {
    const keys = Object.keys(source('en')).sort();
    for (const language of LANGUAGES) expect(Object.keys(source(language)).sort(), language).toEqual(keys);
  });

  it(
    'every message parses, and takes the same arguments in every language (npm run i18n:compile is up to date)',
    () => {
      const out = mkdtempSync(path.join(tmpdir(), 'i18n-compiled-'));
      execFileSync(FORMATJS, ['compile-folder', '--ast', '--format', 'simple', 'src/i18n/messages', out], {
        cwd: ROOT,
      });
      const english = compiled('en') as Record<string, Element[]>;
      for (const language of LANGUAGES) {
        expect(compiled(language), language).toEqual(compiled(language, out));
        const messages = compiled(language) as Record<string, Element[]>;
        for (const [key, elements] of Object.entries(english)) {
          expect(argumentsOf(messages[key] ?? []), `${language} ${key}`).toEqual(argumentsOf(elements));
          expect(source(language)[key]?.trim(), `${language} ${key} is empty`).not.toBe('');
        }
      }
    },
    CLI_MS,
  );
});

describe('a translator', () => {
  it('writes in its language, and in English where a message has no translation yet, never the key', async () => {
    const spanish = translatorFor('es', await messagesOf('es'));
    expect(spanish.formatMessage({ id: 'settings.title' })).toBe('Ajustes');
    const half = translatorFor('pt-BR', {
      ...(await messagesOf('en')),
      'menu.home': [{ type: 0, value: 'Início' }],
    });
    expect(half.formatMessage({ id: 'menu.home' })).toBe('Início');
    expect(half.formatMessage({ id: 'menu.settings' })).toBe('Settings');
  });

  it('formats numbers and dates for its locale', async () => {
    const spanish = translatorFor('es', await messagesOf('es'));
    expect(spanish.formatNumber(400.25)).toBe('400,25');
    const portuguese = translatorFor('pt-BR', await messagesOf('pt-BR'));
    expect(portuguese.formatNumber(1234.5)).toBe('1.234,5');
  });
});
