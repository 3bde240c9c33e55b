// Number parsing and rounding shared by the measurement rules (recording spec §5 and §9).

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

// shell spec §5 and recording spec §5: whitespace-only counts as empty
export function isBlank(raw: string | null | undefined): boolean {
  return raw === null || raw === undefined || raw.trim() === '';
}

// recording spec §5: a measurement is a plain decimal number (optional sign, digits, one decimal point)
export function parseDecimal(raw: string | number | null | undefined): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (isBlank(raw)) return undefined;
  const text = (raw as string).trim();
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

// recording spec §5 and §9: values are rounded to a number of decimals (half away from zero)
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

// recording spec §9: repeated measurements are averaged
export function average(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** A whole number as people read it in English: 20,000. */
export const thousands = (n: number): string => n.toLocaleString('en-US');
