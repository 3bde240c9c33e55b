// Helvetica's advance widths (thousandths of the font size) for printable ASCII, from Adobe's standard AFM: a PDF's
// built-in font needs no embedding, but centring and fitting a name under its code needs the widths.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** A Latin-1 letter outside ASCII (é, ñ, ã…): about a lower-case letter's width. */
const OTHER_WIDTH = 556;

/** The width of `text` in Helvetica at `size` points. */
export function helveticaWidth(text: string, size: number): number {
  let total = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    total += code >= 32 && code <= 126 ? (ASCII_WIDTHS[code - 32] ?? OTHER_WIDTH) : OTHER_WIDTH;
  }
  return (total * size) / 1000;
}
