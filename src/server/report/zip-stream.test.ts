import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DocxPart } from '../../report/docx-package.ts';
import { zipFileOf, zipStream } from './zip-stream.ts';

const encode = (text: string) => new TextEncoder().encode(text);

describe('zipStream', () => {
  it('writes a zip whose files read back as given, stored or deflated, one file per read', async () => {
    const photo = new Uint8Array(200_000).map((_, i) => (i * 7919) % 251);
    const xml = `<w:document>${'<w:p>Left Side — Side Frame, photo 1</w:p>'.repeat(500)}</w:document>`;
    const parts: DocxPart[] = [
      { path: '[Content_Types].xml', bytes: encode('<Types/>'), deflate: true },
      { path: 'word/document.xml', bytes: encode(xml), deflate: true },
      { path: 'word/media/photo-1.jpg', bytes: photo, deflate: false },
    ];
    const files = parts.map(zipFileOf);
    const reader = zipStream(files).getReader();
    const pieces: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
    const zip = Buffer.concat(pieces);
    // Each file is handed out as it is read: the list is empty once the zip has ended.
    expect(files).toEqual([]);

    const unzipped = unzipSync(zip);
    expect(Object.keys(unzipped)).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
      'word/media/photo-1.jpg',
    ]);
    expect(strFromU8(unzipped['word/document.xml'] as Uint8Array)).toBe(xml);
    expect(
      Buffer.compare(Buffer.from(unzipped['word/media/photo-1.jpg'] as Uint8Array), Buffer.from(photo)),
    ).toBe(0);
    // The photo is stored (its bytes are in the zip as they are), the XML deflated (far smaller than it is).
    expect(zip.indexOf(Buffer.from(photo.subarray(0, 64)))).toBeGreaterThan(0);
    expect(zip.byteLength).toBeLessThan(photo.byteLength + xml.length / 10);
  });
});
