import { writeBarcode } from 'zxing-wasm/writer';
import type { CodeModules } from './tag-pdf.ts';

/**
 * The QR code of a tag's URL, as modules (one byte each, dark under 128). Error correction M (15 %): a label scuffed
 * on a machine still reads, and the code of a typical tag URL stays version 3 (29 × 29), large modules on a small label.
 * The caller prepares zxing-wasm's module first (the worker with the build's own .wasm, a test with the installed one).
 */
export async function qrModules(text: string): Promise<CodeModules> {
  const written = await writeBarcode(text, {
    format: 'QRCode',
    options: 'ecLevel=M',
    scale: 1,
    addQuietZones: false,
  });
  if (written.error) throw new Error(`The QR code of "${text}" could not be made: ${written.error}`);
  const { data, width, height } = written.symbol;
  return { data, width, height };
}
