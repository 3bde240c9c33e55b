// The codes a tag can carry (decision 0056): the app's QR labels, and the 1-D labels mines already use for maintenance.
export const SCAN_FORMATS = ['qr_code', 'code_128', 'code_39', 'ean_13', 'ean_8'] as const;

/** One frame to decode, and the texts found in it (empty when none). */
export interface DecodeRequest {
  readonly id: number;
  readonly frame: ImageBitmap;
}
export interface DecodeAnswer {
  readonly id: number;
  readonly texts: readonly string[];
  readonly error?: string;
  /** How long the frame waited in the worker for the decoder's WebAssembly, then how long it took to read (ms). */
  readonly waitedMs?: number;
  readonly decodeMs?: number;
}
