// Readings from a Bluetooth gauge (decision 0054): digital calipers and depth gauges on the Nordic UART service send a
// reading as a line of text ("12.34 mm", "0.486 in", "12.34" with CR, LF or both). Notifications carry at most a
// few bytes each, so a line may come in pieces and several lines in one. Pure: the adapter feeds it text.

/** One reading, in millimetres as the recording fields take it (decimal text, no sign). */
export interface GaugeReading {
  /** The value in mm, exact: "12.34", "12.3444" (0.486 in). */
  readonly mm: string;
  /** The line as the gauge sent it, trimmed: "0.486 in". */
  readonly line: string;
}

/** A line that is not a reading (a gauge's banner, a negative or garbled value): said, never recorded. */
export interface RefusedLine {
  readonly line: string;
  readonly why: string;
}

export interface GaugeLines {
  readonly readings: readonly GaugeReading[];
  readonly refused: readonly RefusedLine[];
  /** Text after the last line end: the start of a line still to come. */
  readonly rest: string;
}

// The longest line kept waiting for its end: a gauge that never ends its lines must not grow the buffer forever.
const MAX_PENDING = 64;

const LINE = /^([0-9]+(?:\.[0-9]*)?|\.[0-9]+)\s*(mm|in|inch|inches|")?$/i;

// The text received so far (`rest` of the last call) and the new piece: its complete lines, parsed (decision 0054)
export function gaugeLines(rest: string, piece: string): GaugeLines {
  const text = rest + piece;
  const parts = text.split(/\r\n|\r|\n/);
  const pending = parts.pop() ?? '';
  const readings: GaugeReading[] = [];
  const refused: RefusedLine[] = [];
  for (const part of parts) {
    const line = part.trim();
    if (line === '') continue;
    const parsed = parseGaugeLine(line);
    if ('mm' in parsed) readings.push(parsed);
    else refused.push(parsed);
  }
  if (pending.length > MAX_PENDING) {
    refused.push({ line: pending.trim(), why: 'No line end from the gauge' });
    return { readings, refused, rest: '' };
  }
  return { readings, refused, rest: pending };
}

// decision 0054: One line: a decimal number, optionally with its unit (mm when none).
export function parseGaugeLine(line: string): GaugeReading | RefusedLine {
  const match = LINE.exec(line.trim().replace(/^\+/, ''));
  if (!match?.[1]) return { line, why: 'Not a reading' };
  const unit = (match[2] ?? 'mm').toLowerCase();
  const value = match[1].startsWith('.') ? `0${match[1]}` : match[1].replace(/\.$/, '');
  return { line: line.trim(), mm: unit === 'mm' ? value : inchesToMm(value) };
}

// Inches to mm exactly, × 25.4 on the decimal digits, no binary rounding: "0.486" → "12.3444" (decision 0054)
export function inchesToMm(inches: string): string {
  const [whole = '0', fraction = ''] = inches.split('.');
  const scaled = BigInt(`${whole}${fraction}`) * 254n;
  // × 254 is × 25.4 with one more decimal place
  const places = fraction.length + 1;
  const digits = scaled.toString().padStart(places + 1, '0');
  const integer = digits.slice(0, digits.length - places);
  const decimals = digits.slice(digits.length - places).replace(/0+$/, '');
  return decimals === '' ? integer : `${integer}.${decimals}`;
}
