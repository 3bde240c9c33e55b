import { describe, expect, it } from 'vitest';
import { facts, obs, part, THRESHOLDS } from './judgement/inspection-facts.fixture.ts';
import type { FactObservation } from './judgement/inspection-facts.ts';
import { judgeInspection } from './judgement/inspection-targets.ts';
import {
  formatLength,
  formatLengthChange,
  INCH_UNIT_ID,
  lengthFieldText,
  MM_UNIT_ID,
  storedTextInMm,
  toMm,
} from './lengths.ts';

describe('lengths: exact conversion (25.4 mm to the inch)', () => {
  it('an inch reading is its exact millimetres, without the float noise of 7 × 25.4', () => {
    expect(toMm(7, 'in')).toBe(177.8);
    expect(toMm(6.5, 'in')).toBe(165.1);
    // 0.001 in = 0.0254 mm
    expect(toMm(14.222, 'in')).toBe(361.2388);
    expect(toMm(361.25, 'mm')).toBe(361.25);
  });

  it('a stored text is read in millimetres only when its unit is the inch', () => {
    expect(storedTextInMm('7.000', INCH_UNIT_ID)).toBe('177.8');
    expect(storedTextInMm('177.8', MM_UNIT_ID)).toBe('177.8');
    expect(storedTextInMm('177.8', null)).toBe('177.8');
  });
});

describe('lengths: shown with 2 decimals in mm and 3 in inches', () => {
  it.each([
    [361.25, 'mm', '361.25 mm'],
    [177.8, 'mm', '177.80 mm'],
    // 177.8 / 25.4 = 7
    [177.8, 'in', '7.000 in'],
    // 361.25 / 25.4 = 14.22244… → 14.222
    [361.25, 'in', '14.222 in'],
    // 12.7 mm = 0.5 in; 0.0127 mm = 0.0005 in rounds half away from zero to 0.001
    [12.7, 'in', '0.500 in'],
    [0.0127, 'in', '0.001 in'],
    // 0.005 mm rounds to 0.01 mm
    [0.005, 'mm', '0.01 mm'],
  ] as const)('%s mm in %s reads %j', (mm, unit, text) => expect(formatLength(mm, unit)).toBe(text));

  it('a change of length is signed', () => {
    expect(formatLengthChange(-25.4, 'in')).toBe('-1.000 in');
    expect(formatLengthChange(1.5, 'mm')).toBe('+1.50 mm');
    expect(formatLengthChange(0.0001, 'in')).toBe('±0.000 in');
  });

  it('a field shows a reading as typed in its own unit, converted in the other', () => {
    expect(lengthFieldText('7', INCH_UNIT_ID, 'in')).toBe('7');
    expect(lengthFieldText('177.8', MM_UNIT_ID, 'in')).toBe('7.000');
    expect(lengthFieldText('7', INCH_UNIT_ID, 'mm')).toBe('177.80');
    expect(lengthFieldText(null, INCH_UNIT_ID, 'mm')).toBe('');
  });
});

describe('lengths: written with the language’s decimal mark (decision 0065)', () => {
  it('Spanish and Brazilian Portuguese write a decimal comma, with no thousands separator', () => {
    expect(formatLength(400.25, 'mm', 'es')).toBe('400,25 mm');
    expect(formatLength(1234.5, 'mm', 'pt-BR')).toBe('1234,50 mm');
    // 361.25 / 25.4 = 14.22244… → 14,222
    expect(formatLength(361.25, 'in', 'es')).toBe('14,222 in');
    expect(formatLength(400.25, 'mm', 'en')).toBe('400.25 mm');
  });

  it('a change and a converted field reading too', () => {
    expect(formatLengthChange(1.5, 'mm', 'es')).toBe('+1,50 mm');
    expect(formatLengthChange(0.0001, 'in', 'pt-BR')).toBe('±0,000 in');
    expect(lengthFieldText('7', INCH_UNIT_ID, 'mm', 'es')).toBe('177,80');
  });
});

// Roller path worn length, new 200 mm, wear limit -50 mm (worn down to 150 mm): recording spec §9,
// wear % = (measured − baseline) / limit × 100 = (measured − 200) / −50 × 100.
const RP = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
const HOURS = 'Operation.TotalMachineHours';
const inches = (value: string): FactObservation => ({ ...obs(RP, value), unitId: INCH_UNIT_ID });
const millimetres = (value: string): FactObservation => ({ ...obs(RP, value), unitId: MM_UNIT_ID });
const hours = (value: string): FactObservation => obs(HOURS, value);

function judged(now: FactObservation, before: FactObservation) {
  const [target] = judgeInspection(
    facts([now, hours('2000')], {
      sides: [{ side: 'Left', equipmentExternalId: 'left' }],
      parts: [part('shoes', 'left')],
      dimensions: [
        { partExternalId: 'shoes', identifier: RP, baselineValue: 200, limit: -50, thresholds: THRESHOLDS },
      ],
      history: [
        { externalId: 'before', date: '2026-10-01T12:00:00Z', observations: [before, hours('1000')] },
      ],
    }),
  );
  if (target?.governing === undefined || target.governing === null) throw new Error('not judged');
  return { target, judgement: target.governing.judgement };
}

describe('a reading in inches is judged as the same length in millimetres', () => {
  it('7.000 in = 177.8 mm: wear (200 − 177.8) / 50 = 44.4 %, No Action', () => {
    const { target } = judged(inches('7.000'), inches('7.5'));
    const now = target.governing?.judgement.now;
    expect(now?.ok && now.measurement).toBe(177.8);
    expect(now?.ok && now.wearPercent).toBe(44.4);
    expect(target.action.name).toBe('NoAction');
  });

  it('6.5 in now, 7.5 in before: the same wear, action, previous reading and forecast as 165.1 mm and 190.5 mm', () => {
    const inInches = judged(inches('6.5'), inches('7.5'));
    const inMm = judged(millimetres('165.1'), millimetres('190.5'));
    // Now 6.5 in = 165.1 mm: (200 − 165.1) / 50 = 69.8 %, past 50 %: Monitor / Maintenance.
    const now = inInches.judgement.now;
    expect(now.ok && now.wearPercent).toBe(69.8);
    expect(inInches.target.action.name).toBe('MonitorMaintenance');
    // Before 7.5 in = 190.5 mm: (200 − 190.5) / 50 = 19 %; the change 165.1 − 190.5 = −25.4 mm (one inch).
    expect(inInches.judgement.before?.value).toBe(190.5);
    expect(inInches.judgement.before?.wearPercent).toBe(19);
    expect(inInches.judgement.before?.valueChange).toBe(-25.4);
    // The line through (1000 h, 19 %) and (2000 h, 69.8 %): 0.0508 % an hour, −31.8 % at 0 h;
    // 100 % at 131.8 / 0.0508 = 2594.49 h, 120 % at 151.8 / 0.0508 = 2988.19 h.
    expect(inInches.judgement.forecast.hoursAt100).toBe(2594);
    expect(inInches.judgement.forecast.hoursAt120).toBe(2988);
    // And every fact equals the millimetre reading's.
    expect(inInches.target).toEqual(inMm.target);
  });

  it('a reading in inches and one in millimetres mix in one history', () => {
    const mixed = judged(inches('6.5'), millimetres('190.5'));
    const inMm = judged(millimetres('165.1'), millimetres('190.5'));
    expect(mixed.target).toEqual(inMm.target);
  });
});
