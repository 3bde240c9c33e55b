import { strFromU8, unzipSync } from 'fflate';
import { Document, ImageRun, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { DocxPictures, packDocx } from './docx-package.ts';

// The .docx zip made here rather than by docx's Packer: the photos stored byte for byte (no deflate, no hashing), the
// XML deflated and pointing at them; a flat picture that deflate does shrink is deflated.

/** A JPEG-shaped file whose body does not compress, as a photo's does not. */
function photo(length = 20_000): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let at = 0; at < length; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536));
  bytes.set([0xff, 0xd8, 0xff, 0xc0]);
  return bytes;
}

function picture(pictures: DocxPictures, bytes: Uint8Array, name: string): Paragraph {
  return new Paragraph({
    children: [
      new ImageRun({
        type: 'jpg',
        data: pictures.standIn(bytes),
        transformation: { width: 100, height: 75 },
        altText: { name, title: name, description: name },
      }),
    ],
  });
}

function pack(photos: Uint8Array[]) {
  const pictures = new DocxPictures();
  const doc = new Document({
    sections: [{ children: photos.map((p, i) => picture(pictures, p, `Photo ${i + 1}`)) }],
  });
  const bytes = packDocx(doc, pictures);
  const methods = new Map<string, number>();
  const files = unzipSync(bytes, {
    filter: (file) => {
      methods.set(file.name, file.compression);
      return true;
    },
  });
  return { bytes, files, methods };
}

describe('the .docx package', () => {
  it('stores each photo byte for byte and deflates the XML that shows it', () => {
    const photos = [photo(), photo()];
    const { files, methods } = pack(photos);
    expect(files['word/media/image1.jpg']).toEqual(photos[0]);
    expect(files['word/media/image2.jpg']).toEqual(photos[1]);
    expect(methods.get('word/media/image1.jpg')).toBe(0);
    expect(methods.get('word/document.xml')).toBe(8);
    const xml = strFromU8(files['word/document.xml'] as Uint8Array);
    expect(xml).toContain('descr="Photo 2"');
    const rels = strFromU8(files['word/_rels/document.xml.rels'] as Uint8Array);
    expect(rels).toContain('Target="media/image1.jpg"');
    expect(rels).toContain('Target="media/image2.jpg"');
    expect(strFromU8(files['[Content_Types].xml'] as Uint8Array)).toContain('Extension="jpg"');
  });

  it('keeps a photo used twice once, and leaves no stand-in in the package', () => {
    const same = photo();
    const { files } = pack([same, same]);
    const media = Object.keys(files).filter((p) => p.startsWith('word/media/'));
    expect(media).toEqual(['word/media/image1.jpg']);
    for (const data of Object.values(files)) expect(strFromU8(data)).not.toContain('docx-picture-');
  });

  it('deflates a picture that deflate shrinks, and gives it back byte for byte', () => {
    const flat = new Uint8Array(40_000).fill(0x80);
    flat.set([0xff, 0xd8, 0xff, 0xc0]);
    const { bytes, files, methods } = pack([flat, photo()]);
    expect(methods.get('word/media/image1.jpg')).toBe(8);
    expect(methods.get('word/media/image2.jpg')).toBe(0);
    expect(files['word/media/image1.jpg']).toEqual(flat);
    expect(bytes.byteLength).toBeLessThan(20_000 + 15_000);
  });

  it('is smaller than the photos it holds only by its XML: the photos are not inflated or re-encoded', () => {
    const photos = Array.from({ length: 5 }, () => photo(50_000));
    const { bytes } = pack(photos);
    expect(bytes.byteLength).toBeGreaterThan(5 * 50_000);
    expect(bytes.byteLength).toBeLessThan(5 * 50_000 + 20_000);
  });
});
