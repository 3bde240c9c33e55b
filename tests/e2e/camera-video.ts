import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

// A fake camera's picture for Chromium (--use-file-for-fake-video-capture): one still frame of a code drawn by
// zxing-wasm's writer, as a Y4M file the browser loops. Grey only (U and V flat): the decoders read luminance.

const WIDTH = 640;
const HEIGHT = 480;

let prepared = false;
function prepareWriter(): void {
  if (prepared) return;
  // In Node the library would fetch its .wasm from a CDN: it reads the installed file instead (tests run offline).
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
  prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer } });
  prepared = true;
}

export type CameraCodeFormat = 'QRCode' | 'Code128';

/** Writes the video of `text` as a QR code or a Code 128 barcode and returns the file's path. */
export async function writeCodeVideo(text: string, format: CameraCodeFormat): Promise<string> {
  const file = path.join(
    tmpdir(),
    `inspect-scan-${format}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.y4m`,
  );
  writeFileSync(file, await codeVideo(text, format));
  return file;
}

/** The Y4M bytes of one still frame showing `text` as a QR code or a Code 128 barcode. */
export async function codeVideo(text: string, format: CameraCodeFormat): Promise<Buffer> {
  prepareWriter();
  const written = await writeBarcode(text, { format, scale: 1, addQuietZones: true });
  if (written.error) throw new Error(`zxing-wasm could not write ${format} "${text}": ${written.error}`);
  const { data, width, height } = written.symbol;
  // Modules as big as fit: a QR code about two thirds of the frame's height, a barcode most of its width.
  const scaleX = Math.floor((format === 'QRCode' ? HEIGHT * 0.7 : WIDTH * 0.9) / width);
  const scaleY = format === 'QRCode' ? scaleX : Math.max(1, Math.floor((HEIGHT * 0.4) / height));
  const left = Math.floor((WIDTH - width * scaleX) / 2);
  const top = Math.floor((HEIGHT - height * scaleY) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < height * scaleY; y++) {
    for (let x = 0; x < width * scaleX; x++) {
      const module = data[Math.floor(y / scaleY) * width + Math.floor(x / scaleX)] ?? 255;
      luma[(top + y) * WIDTH + left + x] = module < 128 ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
    luma,
    chroma,
    chroma,
  ]);
}
