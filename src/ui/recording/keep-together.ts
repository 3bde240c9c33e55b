// On a 360 px phone the browser breaks a line at any space: "03 Dec" / "26", "116.7" / "%", "Position" / "1", a row
// ending in a lone "·". A judgement's text is written once in src/rules with plain spaces (the report writes the same
// words); the screens join here what must stay on one line, with no-break spaces, so a line breaks only between
// facts.

const NBSP = '\u00a0';

const RULES: readonly (readonly [RegExp, string])[] = [
  // A number and its unit: "116.7 %", "30.00 mm", "13,585 h", "+6.4 %".
  [/(\d) (%|mm|in|h|t|shoes)(?![\p{L}\d])/gu, `$1${NBSP}$2`],
  // A day: "03 Dec 26".
  [/\b(\d{1,2}) ([A-Z][a-z]{2}) (\d{2,4})\b/g, `$1${NBSP}$2${NBSP}$3`],
  // A word naming a place by its number: "Position 1", "Row 2".
  [/\b(Position|Row|Shoe|Roller) (\d+)\b/g, `$1${NBSP}$2`],
  // "≈ 25 Sep 26", "• 09:15AM": the sign goes with what follows it.
  [/([≈•]) /g, `$1${NBSP}`],
  // A separator starts the next line rather than ending this one alone.
  [/ · /g, ` ·${NBSP}`],
];

/** The text with no-break spaces where a phone must not break it; it reads the same. */
export function keepTogether(text: string): string {
  return RULES.reduce((out, [pattern, joined]) => out.replace(pattern, joined), text);
}
