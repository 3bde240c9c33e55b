import { crc32, deflateRawSync } from 'node:zlib';
import { DOCX_DEFLATE_LEVEL, type DocxPart } from '../../report/docx-package.ts';

// The .docx zip written as a stream, one file at a time as the reader takes it, so a report's answer is never also
// held whole in memory beside its parts. Each file is compressed and summed before (zipFileOf, in the report thread,
// off the server's event loop), so its local header carries its CRC and sizes (no data descriptors, as fflate's
// zipSync writes them for the device): Word and LibreOffice read it as they read the device's. No ZIP64: a report is
// far below 4 GiB and 65,535 files.

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const VERSION = 20;
const STORED = 0;
const DEFLATED = 8;
/** Bit 11: the names are UTF-8 (docx's are ASCII; said anyway). */
const UTF8_NAMES = 0x0800;

/** One file of the zip, compressed as it will be written, with what its headers say of it. */
export interface ZipFile {
  readonly path: string;
  readonly method: number;
  readonly crc: number;
  /** Its size before compression. */
  readonly size: number;
  readonly data: Uint8Array;
}

/** The part as the zip holds it: deflated (the XML, flat pictures) or stored (photos), with its CRC. */
export function zipFileOf(part: DocxPart): ZipFile {
  return {
    path: part.path,
    method: part.deflate ? DEFLATED : STORED,
    crc: crc32(part.bytes),
    size: part.bytes.byteLength,
    data: part.deflate ? deflateRawSync(part.bytes, { level: DOCX_DEFLATE_LEVEL }) : part.bytes,
  };
}

interface Written {
  readonly name: Buffer;
  readonly method: number;
  readonly crc: number;
  readonly compressed: number;
  readonly size: number;
  readonly offset: number;
}

/** MS-DOS date and time fields of `at`. */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

function localHeader(file: Written, when: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(file.method, 8);
  header.writeUInt16LE(when.time, 10);
  header.writeUInt16LE(when.date, 12);
  header.writeUInt32LE(file.crc, 14);
  header.writeUInt32LE(file.compressed, 18);
  header.writeUInt32LE(file.size, 22);
  header.writeUInt16LE(file.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, file.name]);
}

function centralDirectory(
  files: readonly Written[],
  when: { time: number; date: number },
  at: number,
): Buffer {
  const entries = files.map((file) => {
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(CENTRAL, 0);
    entry.writeUInt16LE(VERSION, 4);
    entry.writeUInt16LE(VERSION, 6);
    entry.writeUInt16LE(UTF8_NAMES, 8);
    entry.writeUInt16LE(file.method, 10);
    entry.writeUInt16LE(when.time, 12);
    entry.writeUInt16LE(when.date, 14);
    entry.writeUInt32LE(file.crc, 16);
    entry.writeUInt32LE(file.compressed, 20);
    entry.writeUInt32LE(file.size, 24);
    entry.writeUInt16LE(file.name.length, 28);
    // Extra field, comment, disk, attributes: none.
    entry.writeUInt32LE(file.offset, 42);
    return Buffer.concat([entry, file.name]);
  });
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(at, 16);
  return Buffer.concat([directory, end]);
}

/**
 * The zip of `files`, in their order, as a stream that writes the next file only when its reader asks for more.
 * `files` is emptied as it is written, so each file's bytes can go once the reader has them.
 */
export function zipStream(files: ZipFile[], now = new Date()): ReadableStream<Uint8Array> {
  const when = dosTime(now);
  const written: Written[] = [];
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = files.shift();
        if (next === undefined) {
          controller.enqueue(centralDirectory(written, when, offset));
          controller.close();
          return;
        }
        const file: Written = {
          name: Buffer.from(next.path, 'utf8'),
          method: next.method,
          crc: next.crc,
          compressed: next.data.byteLength,
          size: next.size,
          offset,
        };
        const header = localHeader(file, when);
        written.push(file);
        offset += header.byteLength + next.data.byteLength;
        controller.enqueue(header);
        controller.enqueue(next.data);
      },
    },
    { highWaterMark: 0 },
  );
}
