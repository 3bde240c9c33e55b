import type { BarcodeDetector as PonyfillDetector } from 'barcode-detector/ponyfill';
import { SCAN_FORMATS, type DecodeAnswer, type DecodeRequest } from './scan-formats.ts';

/** Decodes one camera frame off the UI thread: the texts of the codes in it (the frame is consumed). */
export interface FrameDecoder {
  decode(frame: ImageBitmap): Promise<readonly string[]>;
  close(): void;
}

type DetectorClass = typeof PonyfillDetector;

/** The engine's own BarcodeDetector (Android Chrome, macOS, ChromeOS), when it reads every format a tag can carry. */
async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!SCAN_FORMATS.every((format) => supported.includes(format))) return null;
  } catch {
    return null;
  }
  // The engine decodes in its shape-detection service, not on this thread.
  const detector = new Native({ formats: [...SCAN_FORMATS] });
  return {
    async decode(frame) {
      try {
        return (await detector.detect(frame)).map((code) => code.rawValue);
      } finally {
        frame.close();
      }
    },
    close() {},
  };
}

/** The ZXing WebAssembly decoder in a worker of the UI (decode-worker.ts). */
function workerDecoder(): FrameDecoder {
  const worker = new Worker(new URL('./decode-worker.ts', import.meta.url), {
    type: 'module',
    name: 'scan-decoder',
  });
  const waiting = new Map<number, (answer: DecodeAnswer) => void>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
    const { waitedMs, decodeMs } = event.data;
    performance.mark('scan:worker', { detail: { waitedMs, decodeMs } });
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  return {
    decode(frame) {
      const id = ++next;
      const request: DecodeRequest = { id, frame };
      return new Promise((resolve) => {
        waiting.set(id, (answer) => resolve(answer.texts));
        worker.postMessage(request, [frame]);
      });
    },
    close() {
      worker.terminate();
      for (const resolve of waiting.values()) resolve({ id: 0, texts: [] });
      waiting.clear();
    },
  };
}

/** How long the decoder stays ready after its last scan or warm-up: a second scan within it starts at once. */
export const DECODER_KEPT_MS = 60_000;

let shared: Promise<FrameDecoder> | undefined;
let idle: ReturnType<typeof setTimeout> | undefined;

function keepFor(ms: number): void {
  clearTimeout(idle);
  idle = setTimeout(() => {
    const ending = shared;
    shared = undefined;
    void ending?.then((decoder) => decoder.close());
  }, ms);
}

function sharedDecoder(): Promise<FrameDecoder> {
  shared ??= nativeDecoder().then((native) => native ?? workerDecoder());
  return shared;
}

/**
 * Starts the decoder before SCAN is pressed (a screen with a scan button calls it once shown): the worker and its
 * WebAssembly take a second or more to start on a cheap tablet, which would otherwise come between the code in the
 * camera and the machine's screen. Ends on its own when no scan follows.
 */
export function warmFrameDecoder(): void {
  void sharedDecoder();
  keepFor(DECODER_KEPT_MS);
}

/** The decoder for one scan; its close keeps the decoder warm a while for the next scan instead of ending it. */
export async function openFrameDecoder(): Promise<FrameDecoder> {
  clearTimeout(idle);
  const decoder = await sharedDecoder();
  return { decode: (frame) => decoder.decode(frame), close: () => keepFor(DECODER_KEPT_MS) };
}
