import { readBoundedBody } from '../bounded-body.ts';
import { badRequest, type HttpError } from '../http-errors.ts';

// The one file of a multipart/form-data photo upload, read with limits checked as the body arrives: its size, and its
// number of parts (counted by their delimiters as the bytes come). The platform's FormData parser took a 14 MB body
// of 269,000 tiny parts whole and blocked the server ~2 s per request, and answered a body without a boundary or cut
// short with a 500; here such a body is a 400 before it is parsed, and a malformed one a 400 too.

export interface MultipartLimits {
  /** Bytes of the whole body (413 above). */
  readonly maxBytes: number;
  /** Parts of the form: a photo upload has one file, and perhaps a few fields beside it. */
  readonly maxParts: number;
  /** The answer to a body over maxBytes. */
  readonly tooLarge: () => HttpError;
}

/** A photo form has one file; a few more parts leave room for fields some clients add (a name, the id). */
export const MULTIPART_MAX_PARTS = 8;

/** The form fields a photo may come in (recording spec §7: `files`; `file` from older clients). */
const FILE_FIELDS = new Set(['files', 'file']);

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart content type (RFC 2046: 1 to 70 characters), or undefined. */
export function multipartBoundary(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))(?:\s*;|\s*$)/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const malformed = (why: string) => badRequest(`The multipart/form-data body is malformed: ${why}`);

/** Counts delimiters in a body fed in pieces: a delimiter may straddle two pieces. */
class DelimiterCounter {
  readonly #delimiter: Buffer;
  #carry = Buffer.alloc(0);
  count = 0;

  constructor(delimiter: Buffer) {
    this.#delimiter = delimiter;
  }

  write(piece: Uint8Array): void {
    const text = Buffer.concat([this.#carry, piece]);
    let at = text.indexOf(this.#delimiter);
    let end = 0;
    while (at !== -1) {
      this.count++;
      end = at + this.#delimiter.length;
      at = text.indexOf(this.#delimiter, end);
    }
    const keep = Math.max(end, text.length - (this.#delimiter.length - 1));
    this.#carry = Buffer.from(text.subarray(keep));
  }
}

/** The bytes of the one file in `files` (or `file`) of a multipart/form-data body. */
export async function readMultipartFile(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  limits: MultipartLimits,
): Promise<Uint8Array> {
  const boundary = multipartBoundary(contentType);
  if (boundary === undefined) throw malformed('its content type names no boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const counter = new DelimiterCounter(delimiter);
  let pieces: Uint8Array[] = [];
  await readBoundedBody(body, limits.maxBytes, limits.tooLarge, (piece) => {
    counter.write(piece);
    // The closing delimiter counts too: n parts have n + 1.
    if (counter.count > limits.maxParts + 1) {
      pieces = [];
      return badRequest(
        `The multipart/form-data body has more than ${limits.maxParts} parts; send the photo alone in "files"`,
      );
    }
    pieces.push(piece);
    return undefined;
  });
  return fileOf(Buffer.concat(pieces), delimiter);
}

/** The one file part of a whole body (RFC 7578), or a 400 saying what is wrong. */
function fileOf(body: Buffer, delimiter: Buffer): Uint8Array {
  const first = body.indexOf(delimiter);
  if (first === -1) throw malformed('it does not contain its boundary');
  const between = Buffer.concat([CRLF, delimiter]);
  const files: Uint8Array[] = [];
  let at = first + delimiter.length;
  for (;;) {
    // After a delimiter: "--" closes the body, else CRLF starts a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) break;
    const lineEnd = body.indexOf(CRLF, at);
    if (lineEnd === -1) throw malformed('it ends before its closing boundary (cut short?)');
    const headersEnd = body.indexOf(HEADERS_END, lineEnd);
    const next = body.indexOf(between, lineEnd);
    if (next === -1) throw malformed('it ends before its closing boundary (cut short?)');
    if (headersEnd === -1 || headersEnd > next) throw malformed('a part has no headers');
    const headers = body.subarray(lineEnd + 2, headersEnd).toString('latin1');
    const name = /^content-disposition:\s*form-data;(?:.*;)?\s*name="([^"]*)"/im.exec(headers)?.[1];
    if (name === undefined) throw malformed('a part has no content-disposition form-data name');
    if (FILE_FIELDS.has(name) && /filename\*?=/i.test(headers)) {
      files.push(new Uint8Array(body.subarray(headersEnd + HEADERS_END.length, next)));
    }
    at = next + between.length;
  }
  if (files.length !== 1) throw badRequest('Expected exactly one file in the form field "files"');
  return files[0] as Uint8Array;
}
