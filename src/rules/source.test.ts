import { describe, it, expect } from 'vitest';
import * as rules from './index.ts';

// The source text of every rules file, read by the bundler (no file-system access from the rules folder).
const sources = import.meta.glob<string>(['./*.ts', './judgement/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = Object.entries(sources);

describe('src/rules is pure and documented', () => {
  it('finds the rules files', () => {
    expect(files.length).toBeGreaterThan(25);
  });

  it.each(files)('%s imports only .ts files of src/rules', (name, text) => {
    const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'";]*?from\s+'([^']+)'/g)].map(
      (m) => m[1],
    );
    // A file imports its own folder's files, the judgement folder from the top, or the top from the judgement folder.
    const pattern = name.startsWith('./judgement/')
      ? /^\.\.?\/[a-z0-9-.]+\.ts$/
      : /^\.\/(judgement\/)?[a-z0-9-.]+\.ts$/;
    for (const specifier of specifiers) expect(specifier).toMatch(pattern);
    expect(text).not.toMatch(/\bimport\(/);
    expect(text).not.toMatch(
      /\b(fetch\(|localStorage|sessionStorage|indexedDB|XMLHttpRequest|document\.|window\.|process\.)/,
    );
  });

  it.each(files)('%s documents every exported function with a spec citation', (_name, text) => {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      if (!/^export function /.test(line)) return;
      const previous = lines[i - 1] ?? '';
      expect(previous, line).toMatch(/^\/\/ .*(spec §|decisions? \d{4}|RECORDING\.md)/);
    });
  });

  it.each(files)('%s stays small', (_name, text) => {
    expect(text.split('\n').length).toBeLessThanOrEqual(300);
  });

  it('exports the public API from index.ts', () => {
    for (const name of [
      'wearPercent',
      'computeActionStatus',
      'validateWornLength',
      'tapeMeasurePitchExtension',
      'addPitchGaugeReading',
      'validateInput',
      'validateTotalMachineHours',
      'validateUndercarriageChangeoutHours',
      'validateChangeoutDate',
      'hoursBetweenInspections',
      'completionStatusFromPercent',
      'undercarriageSideStatus',
      'checkboxChange',
      'groupConditionResults',
      'normaliseTooltipKey',
      'validateNewBucket',
      'observationTarget',
      'inspectorNameFromClaims',
      'parseAccessToken',
      'entryByIdentifier',
      'entriesForScreen',
      'undercarriageIdentifiersForSide',
      'forecastComponent',
      'checkPlausibility',
    ]) {
      expect(typeof (rules as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(rules.catalogue().length).toBeGreaterThan(300);
  });
});
