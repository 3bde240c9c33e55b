// Lengths in the inspector's unit (decision 0053): a reading is stored as measured, with its unit id, and
// judged in millimetres (25.4 mm to the inch, exactly); every length shown is written here, in the chosen unit.
import { PITCH_GAUGE_UNIT_ID } from './constants.ts';
import { SOURCE_LOCALE, withDecimalMark } from './locale-format.ts';
import { parseDecimal, roundTo } from './numbers.ts';

export const LENGTH_UNITS = ['mm', 'in'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** The inch, by definition. */
export const MM_PER_INCH = 25.4;
/** The synced units' millimetre (the pitch gauge's unit, recording spec §5). */
export const MM_UNIT_ID = PITCH_GAUGE_UNIT_ID;
/** The synced units' inch (server migration 0019 and the seed). */
export const INCH_UNIT_ID = 16;

/** Decimals shown: the spec's 2 in millimetres; a thousandth in inches, as inch gauges read. */
export const LENGTH_DECIMALS: Readonly<Record<LengthUnit, number>> = { mm: 2, in: 3 };
export const LENGTH_SYMBOL: Readonly<Record<LengthUnit, string>> = { mm: 'mm', in: 'in' };

/** A catalogue label without the millimetre it names ("Worn Length (mm)"): shown, the unit is the chosen one. */
export const labelWithoutUnit = (label: string): string => label.replace(/\s*\(mm\)$/, '');

export const isLengthUnit = (value: unknown): value is LengthUnit => value === 'mm' || value === 'in';

/** The unit id a reading typed in `unit` is recorded with. */
export const unitIdOf = (unit: LengthUnit): number => (unit === 'in' ? INCH_UNIT_ID : MM_UNIT_ID);

/** The unit a stored reading was measured in: inches only when its unit id says so. */
export const lengthUnitOfId = (unitId: number | null | undefined): LengthUnit =>
  unitId === INCH_UNIT_ID ? 'in' : 'mm';

// An inch reading has at most a few decimals; its millimetres have four more at most (0.001 in = 0.0254 mm), so
// rounding to 8 decimals removes the float's noise (7 × 25.4 = 177.79999999999998) and keeps the exact length.
const EXACT_DECIMALS = 8;

/** Millimetres from a length in `unit`, exact to the decimal. */
export const toMm = (value: number, unit: LengthUnit): number =>
  unit === 'mm' ? value : roundTo(value * MM_PER_INCH, EXACT_DECIMALS);

/** A length in millimetres in `unit`, not rounded for display. */
export const fromMm = (mm: number, unit: LengthUnit): number =>
  unit === 'mm' ? mm : roundTo(mm / MM_PER_INCH, EXACT_DECIMALS);

// decision 0053: a stored reading's text in millimetres ("7.000" with the inch id → "177.8"); other text unchanged
export function storedTextInMm(value: string, unitId: number | null | undefined): string {
  if (unitId !== INCH_UNIT_ID) return value;
  const n = parseDecimal(value);
  return n === undefined ? value : String(toMm(n, 'in'));
}

const fixed = (mm: number, unit: LengthUnit): string =>
  roundTo(fromMm(mm, unit), LENGTH_DECIMALS[unit]).toFixed(LENGTH_DECIMALS[unit]);

// decision 0065: the locale's decimal mark (Intl's), no thousands separators: "400,25" in Spanish, as a gauge reads
const inLocale = withDecimalMark;

/** "361.25" / "14.222" / "361,25" (es): a length in millimetres as a number in `unit`, with the unit's decimals. */
export const lengthNumber = (mm: number, unit: LengthUnit, locale: string = SOURCE_LOCALE): string =>
  inLocale(fixed(mm, unit), locale);

/** "361.25 mm" / "14.222 in" / "361,25 mm" (es): every length shown (screens, review, report, planner). */
export const formatLength = (mm: number, unit: LengthUnit, locale: string = SOURCE_LOCALE): string =>
  `${lengthNumber(mm, unit, locale)} ${LENGTH_SYMBOL[unit]}`;

// decision 0053: "+1.50 mm" / "-0.059 in" / "±0.000 in", a change of length signed as formatSigned
export function formatLengthChange(mm: number, unit: LengthUnit, locale: string = SOURCE_LOCALE): string {
  const text = fixed(Math.abs(mm), unit);
  const sign = Number(text) === 0 ? '±' : mm > 0 ? '+' : '-';
  return `${sign}${inLocale(text, locale)} ${LENGTH_SYMBOL[unit]}`;
}

// What a length field shows of a stored reading: as typed when it was measured in the unit shown, else converted
// with the unit's decimals (a millimetre reading shown in inches: "177.8" → "7.000"), decision 0053
export function lengthFieldText(
  value: string | null | undefined,
  unitId: number | null | undefined,
  shown: LengthUnit,
  locale: string = SOURCE_LOCALE,
): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const measured = lengthUnitOfId(unitId);
  if (measured === shown) return value;
  const n = parseDecimal(value);
  return n === undefined ? value : lengthNumber(toMm(n, measured), shown, locale);
}
