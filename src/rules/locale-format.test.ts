import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';
import {
  formatDay,
  formatHours,
  formatMeasure,
  formatPercent,
  formatSigned,
  formatWhole,
} from './judgement-text.ts';

// decision 0065: the same shapes as the spec's, in the inspector's language; English stays byte for byte.
describe('numbers and dates in the inspector’s language', () => {
  it('Spanish and Portuguese write decimal commas and point thousands', () => {
    expect(formatPercent(56.84, 'es')).toBe('56,8 %');
    expect(formatSigned(6.1, '%', 'pt-BR')).toBe('+6,1 %');
    expect(formatSigned(0.04, '%', 'es')).toBe('±0,0 %');
    expect(formatHours(12340, 'es')).toBe('12.340 h');
    expect(formatWhole(20688, 'pt-BR')).toBe('20.688');
    expect(formatMeasure(400.25, 'mm', 'mm', 'es')).toBe('400,25 mm');
    expect(formatMeasure(12.5, 'shoes', 'mm', 'es')).toBe('12,5 shoes');
  });

  it('English is the spec’s own text', () => {
    expect(formatPercent(56.84)).toBe('56.8 %');
    expect(formatHours(12340, 'en')).toBe('12,340 h');
    expect(formatDay('2026-12-09T00:00:00Z', 'en')).toBe('09 Dec 26');
    expect(formatDateTime('2026-11-25T14:41:00Z', 'en')).toBe('25 Nov 26 • 02:41PM');
  });

  it('months in the language, and the 24-hour clock where it is read', () => {
    expect(formatDay('2026-12-09T00:00:00Z', 'es')).toBe('09 dic 26');
    expect(formatDay('2026-12-09T00:00:00Z', 'pt-BR')).toBe('09 dez 26');
    // TZ is UTC in the unit tests (vite.config.ts)
    expect(formatDateTime('2026-11-25T14:41:00Z', 'es')).toBe('25 nov 26 • 14:41');
    expect(formatDateTime('2026-02-03T08:05:00Z', 'pt-BR')).toBe('03 fev 26 • 08:05');
  });
});
