// The pixel size of a JPEG or PNG from its header: a Word picture needs its size, and decoding a 40-photo report's
// images just for that would cost seconds on a tablet.

export interface PixelSize {
  width: number;
  height: number;
}

function pngSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 24 || b[0] !== 0x89 || b[1] !== 0x50 || b[2] !== 0x4e || b[3] !== 0x47) return undefined;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers carry the size: C0–CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding).
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (SOF.has(marker)) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

/** The size of a JPEG or PNG; undefined for anything else or a damaged header. */
export function imageSize(bytes: Uint8Array): PixelSize | undefined {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  return size !== undefined && size.width > 0 && size.height > 0 ? size : undefined;
}
