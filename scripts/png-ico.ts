// Packs PNG images into one .ico (each entry a whole PNG, which every current browser reads): the favicon that
// browsers ask for at /favicon.ico on pages that name no icon (the local sign-in pages, redirect.html).
// Usage: node scripts/png-ico.ts out.ico a.png [b.png …]
import { readFileSync, writeFileSync } from 'node:fs';

const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) throw new Error('usage: node scripts/png-ico.ts out.ico a.png [b.png …]');
const images = inputs.map((file) => {
  const png = readFileSync(file);
  // The IHDR chunk follows the 8-byte signature: width and height are its first two 32-bit fields.
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
});
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // an icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ png, width, height }, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(width >= 256 ? 0 : width, at);
  header.writeUInt8(height >= 256 ? 0 : height, at + 1);
  header.writeUInt16LE(1, at + 4); // colour planes
  header.writeUInt16LE(32, at + 6); // bits per pixel
  header.writeUInt32LE(png.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += png.length;
});
writeFileSync(out, Buffer.concat([header, ...images.map((image) => image.png)]));
