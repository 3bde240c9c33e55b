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
export const DOCX_DEFLATE_LEVEL = 6;
const LEVEL = DOCX_DEFLATE_LEVEL;
const SAMPLE_BYTES = 16 * 1024;
/** A picture is deflated when a sample of it shrinks below this share (camera photos do not; flat images may). */
const WORTH_DEFLATING = 0.9;

/** Whether deflate shrinks these compressed-format bytes enough to spend the time: judged on a sample of the middle. */
export function worthDeflating(bytes: Uint8Array): boolean {
  const from = Math.max(0, (bytes.length - SAMPLE_BYTES) >> 1);
  const sample = bytes.subarray(from, from + SAMPLE_BYTES);
  return deflateSync(sample, { level: 1 }).length < sample.length * WORTH_DEFLATING;
}

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

/** One file of the package, as the zip holds it. */
export interface DocxPart {
  readonly path: string;
  readonly bytes: Uint8Array;
  /** Deflated (the XML, flat pictures) or stored (photos, which deflate cannot shrink). */
  readonly deflate: boolean;
}

/** The package's files in docx's order, with the real picture bytes in place of their stand-ins. */
export function docxParts(doc: Document, pictures: DocxPictures): DocxPart[] {
  const parts: DocxPart[] = [];
  for (const [path, data] of docxCompiler().compile(doc)) {
    const real = pictures.realBytes(data);
    const bytes = real ?? bytesOf(data);
    const deflate = real !== undefined || COMPRESSED.test(path) ? worthDeflating(bytes) : true;
    parts.push({ path, bytes, deflate });
  }
  return parts;
}

/** The document as .docx bytes: the parts in docx's order, pictures stored unless worth deflating, XML deflated. */
export function packDocx(doc: Document, pictures: DocxPictures): Uint8Array {
  const entries: Zippable = {};
  for (const part of docxParts(doc, pictures))
    entries[part.path] = [part.bytes, { level: part.deflate ? LEVEL : 0 }];
  return zipSync(entries);
}
