// Numbers as the inspector types them (decision 0053): the locale's decimal mark is accepted ("12,5" where the locale
// writes a decimal comma) and stored with a point; a number whose marks could be read two ways is refused, never
// guessed ("1.234,5" where the locale does not write it: 1234.5 or a typing slip?).

export type DecimalMark = '.' | ',';

// decision 0053: the locale's decimal mark, from Intl.NumberFormat's own parts (the browser's locale when none given)
export function decimalMarkOf(locale?: string | readonly string[]): DecimalMark {
  const locales = typeof locale === 'string' ? locale : locale === undefined ? undefined : [...locale];
  const key = locales === undefined ? '' : String(locales);
  const known = marks.get(key);
  if (known !== undefined) return known;
  const parts = new Intl.NumberFormat(locales).formatToParts(1.5);
  const mark = parts.find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
  marks.set(key, mark);
  return mark;
}

// Making a NumberFormat costs about a millisecond on a slow tablet, and every numeric field asks at each render.
const marks = new Map<string, DecimalMark>();

/** What a person reads for a number whose marks could be read two ways. */
export const ambiguousNumber = (mark: DecimalMark): string =>
  `This number could be read two ways: type it with one decimal mark (${mark}) and no thousands separators, like 1234${mark}5`;

export type DecimalTextResult = { ok: true; text: string } | { ok: false; message: string };

// A point or comma followed by exactly three digits may be a thousands separator when it is not the locale's mark.
const GROUPED = /^[-+]?\d{1,3}[.,]\d{3}$/;

// decision 0053: the locale's mark is a decimal mark, answered as a point (a point is always one too, recording spec §5);
// a number with both marks ("1.234,5"), or with the other mark before three digits where the locale does not use it
// ("1,234" in en-US, "1.234" in es-CL), could be a thousands separator: ambiguous, refused. Anything else is left
// for the field's own rule to accept or refuse (recording spec §5, decision 0053).
export function normalizeDecimalText(raw: string, mark: DecimalMark): DecimalTextResult {
  const text = raw.trim();
  const point = text.includes('.');
  const comma = text.includes(',');
  if (point && comma) return { ok: false, message: ambiguousNumber(mark) };
  const other = mark === ',' ? point : comma;
  if (other && GROUPED.test(text)) return { ok: false, message: ambiguousNumber(mark) };
  return { ok: true, text: mark === ',' ? text.replaceAll(',', '.') : text };
}
