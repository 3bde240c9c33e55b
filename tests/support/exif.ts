// A camera's EXIF orientation put into a JPEG the browser drew (canvases write none), for the photo tests.

/** An APP1 segment holding only an EXIF orientation, big-endian TIFF: what a camera writes first after SOI. */
function exifOrientationSegment(orientation: number): Uint8Array {
  const marker = [0xff, 0xe1, 0x00, 0x22]; // APP1 and its length: 34 bytes from here on
  const exif = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]; // "MM", 42, the first IFD at 8
  const entries = [0x00, 0x01]; // one entry: Orientation (0x0112), SHORT, one value
  const entry = [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00];
  const next = [0x00, 0x00, 0x00, 0x00]; // no next IFD
  return new Uint8Array([...marker, ...exif, ...tiff, ...entries, ...entry, ...next]);
}

/** The JPEG with the EXIF segment put right after its start-of-image marker. */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const segment = exifOrientationSegment(orientation);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}
