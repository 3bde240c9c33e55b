// The .docx zip with its pictures stored as they are. docx's Packer deflates every file and names each picture by the
// SHA-1 of its bytes: for a report's 40 photos (about 6 MB of JPEG, which deflate cannot shrink) that is over a
// second of a tablet's time for nothing. So each picture is handed to docx as a small stand-in, docx compiles the
// package's files (its XML refers to the picture by the path it gave the stand-in), and the zip is made here:
// pictures stored with their real bytes, XML deflated. Decision 0019.
import { zipSync, type Zippable } from 'fflate';
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

/** Files already compressed, which deflate only spends time on. */
const COMPRESSED = /\.(jpe?g|png|gif)$/i;
/** The deflate level of the XML parts: fflate's default, as docx uses. */
const XML_LEVEL = 6;
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

/** The document as .docx bytes: the parts in docx's order, pictures stored, everything else deflated. */
export function packDocx(doc: Document, pictures: DocxPictures): Uint8Array {
  const entries: Zippable = {};
  for (const [path, data] of docxCompiler().compile(doc)) {
    const real = pictures.realBytes(data);
    if (real !== undefined) entries[path] = [real, { level: 0 }];
    else if (COMPRESSED.test(path)) entries[path] = [bytesOf(data), { level: 0 }];
    else entries[path] = [bytesOf(data), { level: XML_LEVEL }];
  }
  return zipSync(entries);
}
