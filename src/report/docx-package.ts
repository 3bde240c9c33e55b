// The .docx zip with its pictures stored as they are. docx's Packer deflates every file and names each picture by the
// SHA-1 of its bytes: for a report's 40 photos (about 6 MB of JPEG, which deflate cannot shrink) that is over a
// second of a tablet's time for nothing. So each picture is handed to docx as a small stand-in, docx compiles the
// package's files (its XML refers to the picture by the path it gave the stand-in), and the zip is made here:
// pictures with their real bytes, stored unless a sample of them shows deflate would shrink them, XML deflated.
// Decision 0019.
import { deflateSync, zipSync, type Zippable } from 'fflate';
import { Packer, type Document } from 'docx';

type PartData = string | ArrayBuffer | ArrayBufferView;

/** docx's own compiler (Packer.compiler, docx 9.15), which Packer.pack zips; its type is not exported. */
interface DocxCompiler {
  compile(file: Document, prettify?: string, overrides?: readonly unknown[]): Map<string, PartData>;
}

function docxCompiler(): DocxCompiler {
  const compiler = (Packer as unknown as { compiler?: Partial<DocxCompiler> }).compiler;
  if (typeof compiler?.compile !== 'function') {
    throw new Error('docx no longer has Packer.compiler: see docs/decisions/0019-report-zip-stored-media.md');
  }
  return compiler as DocxCompiler;
}

/** Files already compressed, which deflate mostly only spends time on. */
const COMPRESSED = /\.(jpe?g|png|gif)$/i;
/** The deflate level of the parts: fflate's default, as docx uses. */
const LEVEL = 6;
const SAMPLE_BYTES = 16 * 1024;
/** A picture is deflated when a sample of it shrinks below this share (camera photos do not; flat images may). */
const WORTH_DEFLATING = 0.9;

/** Whether deflate shrinks these compressed-format bytes enough to spend the time: judged on a sample of the middle. */
export function worthDeflating(bytes: Uint8Array): boolean {
  const from = Math.max(0, (bytes.length - SAMPLE_BYTES) >> 1);
  const sample = bytes.subarray(from, from + SAMPLE_BYTES);
  return deflateSync(sample, { level: 1 }).length < sample.length * WORTH_DEFLATING;
}

const picture = (bytes: Uint8Array): [Uint8Array, { level: 0 | 6 }] => [
  bytes,
  { level: worthDeflating(bytes) ? LEVEL : 0 },
];
const MAGIC = 'docx-picture-';

/** The pictures of one document: each real picture gets a stand-in to hand to docx, swapped back when packed. */
export class DocxPictures {
  private readonly real = new Map<Uint8Array, Uint8Array>();
  private readonly standIns = new Map<Uint8Array, Uint8Array>();

  /** A small unique stand-in for these bytes (the same bytes give the same stand-in, so they are stored once). */
  standIn(bytes: Uint8Array): Uint8Array {
    const known = this.standIns.get(bytes);
    if (known !== undefined) return known;
    const standIn = new TextEncoder().encode(`${MAGIC}${this.real.size}`);
    this.real.set(standIn, bytes);
    this.standIns.set(bytes, standIn);
    return standIn;
  }

  /** The real bytes of a stand-in docx gives back, or undefined for any other part. */
  realBytes(data: PartData): Uint8Array | undefined {
    return data instanceof Uint8Array ? this.real.get(data) : undefined;
  }
}

function bytesOf(data: PartData): Uint8Array {
  if (typeof data === 'string') return new TextEncoder().encode(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/** The document as .docx bytes: the parts in docx's order, pictures stored unless worth deflating, XML deflated. */
export function packDocx(doc: Document, pictures: DocxPictures): Uint8Array {
  const entries: Zippable = {};
  for (const [path, data] of docxCompiler().compile(doc)) {
    const real = pictures.realBytes(data);
    if (real !== undefined) entries[path] = picture(real);
    else if (COMPRESSED.test(path)) entries[path] = picture(bytesOf(data));
    else entries[path] = [bytesOf(data), { level: LEVEL }];
  }
  return zipSync(entries);
}
