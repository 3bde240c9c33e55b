import { describe, expect, it } from 'vitest';
import { gaugeLines, inchesToMm, parseGaugeLine } from './gauge-reading.ts';

describe('a Bluetooth gauge’s text lines (decision 0054)', () => {
  it('reads millimetres as sent, with or without the unit', () => {
    expect(parseGaugeLine('12.34 mm')).toEqual({ line: '12.34 mm', mm: '12.34' });
    expect(parseGaugeLine('12.34')).toEqual({ line: '12.34', mm: '12.34' });
    expect(parseGaugeLine('46MM')).toEqual({ line: '46MM', mm: '46' });
    expect(parseGaugeLine('+7.5mm')).toEqual({ line: '+7.5mm', mm: '7.5' });
    expect(parseGaugeLine('.5 mm')).toEqual({ line: '.5 mm', mm: '0.5' });
  });

  it('converts inches exactly at 25.4 mm an inch', () => {
    // 0.486 × 25.4 = 12.3444; 1 × 25.4 = 25.4; 2.5 × 25.4 = 63.5; 0.001 × 25.4 = 0.0254
    expect(parseGaugeLine('0.486 in')).toEqual({ line: '0.486 in', mm: '12.3444' });
    expect(inchesToMm('1')).toBe('25.4');
    expect(inchesToMm('2.5')).toBe('63.5');
    expect(inchesToMm('0.001')).toBe('0.0254');
    expect(inchesToMm('10')).toBe('254');
    expect(parseGaugeLine('1.25"')).toEqual({ line: '1.25"', mm: '31.75' });
  });

  it('refuses what is not a reading: a sign, a banner, a unit it does not know, two numbers', () => {
    for (const line of ['-1.2 mm', 'CALIPER v2.1', '12.3 cm', '1.2.3', '12 34', 'mm']) {
      expect(parseGaugeLine(line)).toEqual({ line, why: 'Not a reading' });
    }
  });

  it('joins a line split across notifications and splits several in one, whatever the line end', () => {
    let state = gaugeLines('', '12.');
    expect(state).toEqual({ readings: [], refused: [], rest: '12.' });
    state = gaugeLines(state.rest, '34 mm\r');
    expect(state.readings.map((r) => r.mm)).toEqual(['12.34']);
    // the LF of a CR LF that came in the next piece is an empty line, not a reading
    state = gaugeLines(state.rest, '\n0.486 in\n46\r\nER');
    expect(state.readings.map((r) => r.mm)).toEqual(['12.3444', '46']);
    expect(state.rest).toBe('ER');
    state = gaugeLines(state.rest, 'R\n');
    expect(state.refused).toEqual([{ line: 'ERR', why: 'Not a reading' }]);
    expect(state.rest).toBe('');
  });

  it('lets go of a line that never ends', () => {
    const state = gaugeLines('', '1'.repeat(80));
    expect(state.rest).toBe('');
    expect(state.refused).toHaveLength(1);
  });
});
