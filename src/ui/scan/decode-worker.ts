import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { SCAN_FORMATS, type DecodeAnswer, type DecodeRequest } from './scan-formats.ts';

// The WebAssembly decoder for engines without a native BarcodeDetector: a frame's decode takes tens of milliseconds
// of CPU, which on the UI thread would stall the camera view and every tap. The .wasm is the build's own file (the
// service worker precaches it), never the library's default CDN: the scan works offline, in a pit.
// Instantiated as the worker starts (warmFrameDecoder), not at the first frame: the frame then decodes at once.
const ready = prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
  fireImmediately: true,
}).catch(() => undefined);

const detector = new BarcodeDetector({ formats: [...SCAN_FORMATS] });

self.onmessage = async (event: MessageEvent<DecodeRequest>) => {
  const { id, frame } = event.data;
  let answer: DecodeAnswer;
  try {
    // A frame that came before the WebAssembly was ready says how long it waited (the scan bench reads it).
    const asked = performance.now();
    await ready;
    const waitedMs = performance.now() - asked;
    const found = await detector.detect(frame);
    answer = {
      id,
      texts: found.map((code) => code.rawValue),
      waitedMs,
      decodeMs: performance.now() - asked - waitedMs,
    };
  } catch (error) {
    answer = { id, texts: [], error: error instanceof Error ? error.message : String(error) };
  } finally {
    frame.close();
  }
  self.postMessage(answer);
};
