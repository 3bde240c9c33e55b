import { helveticaWidth } from './helvetica-widths.ts';
import type { LabelSize } from './label-sizes.ts';

// A tag sheet as a PDF written by hand (issue 55 item 3): no library, nothing fetched, so it is made on the device and
// offline. Each code is a 1-bit image mask of its modules (about 120 bytes for a tag's QR code, where drawing every
// module as a rectangle would take kilobytes: thousands of tags stay a file of a few megabytes), each name and serial
// is text in the PDF's built-in Helvetica.

/** A code's modules as zxing-wasm's writer gives them: one byte a module, row by row, under 128 dark. */
export interface CodeModules {
  readonly data: ArrayLike<number>;
  readonly width: number;
  readonly height: number;
}

export interface PrintedTag {
  readonly name: string;
  readonly serial: string;
  readonly code: CodeModules;
}

const PT_PER_MM = 72 / 25.4;
/** Light modules each side of the code inside its square: with the label's margin, the quiet zone readers need. */
const QUIET_MODULES = 2;
const SMALLEST_NAME_PT = 6;

/** WinAnsi bytes of `text` for a PDF string: Latin-1 letters kept, anything else a "?", and ( ) \ escaped. */
function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = code < 32 || (code > 126 && code < 160) || code > 255 ? '?' : char;
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return out;
}

/** The text as it fits `width` points: the font made smaller down to a floor, then the end cut with "...". */
function fitted(text: string, size: number, width: number): { text: string; size: number } {
  let pt = size;
  while (pt > SMALLEST_NAME_PT && helveticaWidth(text, pt) > width) pt -= 0.5;
  if (helveticaWidth(text, pt) <= width) return { text, size: pt };
  let cut = text;
  while (cut.length > 1 && helveticaWidth(`${cut}...`, pt) > width) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}...`, size: pt };
}

/** The modules packed 8 to a byte, a row starting on a byte, 1 for dark (painted through Decode [1 0]). */
function maskBytes(code: CodeModules): string {
  const rowBytes = Math.ceil(code.width / 8);
  let out = '';
  for (let y = 0; y < code.height; y++) {
    for (let b = 0; b < rowBytes; b++) {
      let byte = 0;
      for (let bit = 0; bit < 8; bit++) {
        const x = b * 8 + bit;
        const dark = x < code.width && (code.data[y * code.width + x] ?? 255) < 128;
        if (dark) byte |= 0x80 >> bit;
      }
      out += String.fromCharCode(byte);
    }
  }
  return out;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** Writes the sheet a tag at a time (for progress), then the file. */
export class TagPdf {
  readonly #size: LabelSize;
  readonly #chunks: string[] = [];
  readonly #offsets: number[] = [];
  #length = 0;
  #nextObject = 4; // 1 catalog, 2 page tree, 3 font: written at the end
  readonly #pages: number[] = [];
  #pageContent = '';
  #pageImages: number[] = [];
  #onPage = 0;

  constructor(size: LabelSize) {
    this.#size = size;
    this.#write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  }

  #write(text: string): void {
    this.#chunks.push(text);
    this.#length += text.length;
  }

  #object(id: number, body: string): void {
    this.#offsets[id] = this.#length;
    this.#write(`${id} 0 obj\n${body}\nendobj\n`);
  }

  #stream(id: number, dictionary: string, bytes: string): void {
    this.#object(id, `<<${dictionary} /Length ${bytes.length}>>\nstream\n${bytes}\nendstream`);
  }

  add(tag: PrintedTag): void {
    const s = this.#size;
    const slot = this.#onPage++;
    const column = slot % s.columns;
    const row = Math.floor(slot / s.columns);
    const cellW = s.labelWidthMm * PT_PER_MM;
    const cellH = s.labelHeightMm * PT_PER_MM;
    const left = (s.marginLeftMm + column * s.labelWidthMm) * PT_PER_MM;
    const top = (s.pageHeightMm - s.marginTopMm - row * s.labelHeightMm) * PT_PER_MM;
    const pad = Math.min(cellW, cellH) * 0.05;
    const nameSize = s.labelHeightMm >= 45 ? 12 : s.labelHeightMm >= 35 ? 10 : 9;
    const serialSize = nameSize - 2;
    const textHeight = (nameSize + serialSize) * 1.2;
    const side = Math.min(cellW - 2 * pad, cellH - 2 * pad - textHeight);
    const module = side / (tag.code.width + 2 * QUIET_MODULES);
    const codeSide = module * tag.code.width;
    const codeLeft = left + (cellW - codeSide) / 2;
    const codeBottom = top - pad - module * QUIET_MODULES - codeSide;

    const image = this.#nextObject++;
    this.#stream(
      image,
      `/Type /XObject /Subtype /Image /Width ${tag.code.width} /Height ${tag.code.height} /ImageMask true /BitsPerComponent 1 /Decode [1 0]`,
      maskBytes(tag.code),
    );
    const name = this.#pageImages.length;
    this.#pageImages.push(image);

    const width = cellW - 2 * pad;
    const title = fitted(tag.name, nameSize, width);
    const serial = fitted(tag.serial, serialSize, width);
    const nameBase = top - pad - side - nameSize * 0.95;
    const serialBase = nameBase - serialSize * 1.25;
    const line = (text: { text: string; size: number }, base: number) =>
      `BT /F1 ${num(text.size)} Tf ${num(left + (cellW - helveticaWidth(text.text, text.size)) / 2)} ${num(base)} Td (${pdfText(text.text)}) Tj ET\n`;
    this.#pageContent +=
      `q ${num(codeSide)} 0 0 ${num(codeSide)} ${num(codeLeft)} ${num(codeBottom)} cm /C${name} Do Q\n` +
      line(title, nameBase) +
      line(serial, serialBase);
    if (this.#onPage === s.columns * s.rows) this.#endPage();
  }

  #endPage(): void {
    if (this.#onPage === 0) return;
    const content = this.#nextObject++;
    this.#stream(content, '', this.#pageContent);
    const page = this.#nextObject++;
    const images = this.#pageImages.map((id, i) => `/C${i} ${id} 0 R`).join(' ');
    this.#object(
      page,
      `<</Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(this.#size.pageWidthMm * PT_PER_MM)} ${num(this.#size.pageHeightMm * PT_PER_MM)}] ` +
        `/Resources <</Font <</F1 3 0 R>> /XObject <<${images}>>>> /Contents ${content} 0 R>>`,
    );
    this.#pages.push(page);
    this.#pageContent = '';
    this.#pageImages = [];
    this.#onPage = 0;
  }

  get pageCount(): number {
    return this.#pages.length + (this.#onPage > 0 ? 1 : 0);
  }

  /** The finished file's bytes, in parts (a Blob joins them without one large copy). */
  finish(title: string): Uint8Array<ArrayBuffer>[] {
    this.#endPage();
    this.#object(1, '<</Type /Catalog /Pages 2 0 R>>');
    this.#object(
      2,
      `<</Type /Pages /Kids [${this.#pages.map((p) => `${p} 0 R`).join(' ')}] /Count ${this.#pages.length}>>`,
    );
    this.#object(3, '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding>>');
    const info = this.#nextObject++;
    this.#object(info, `<</Title (${pdfText(title)}) /Producer (Inspect)>>`);
    const xref = this.#length;
    let table = `xref\n0 ${info + 1}\n0000000000 65535 f \n`;
    for (let id = 1; id <= info; id++)
      table += `${String(this.#offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
    this.#write(
      `${table}trailer\n<</Size ${info + 1} /Root 1 0 R /Info ${info} 0 R>>\nstartxref\n${xref}\n%%EOF\n`,
    );
    return this.#chunks.map((chunk) => {
      const bytes = new Uint8Array(chunk.length);
      for (let i = 0; i < chunk.length; i++) bytes[i] = chunk.charCodeAt(i);
      return bytes;
    });
  }
}
