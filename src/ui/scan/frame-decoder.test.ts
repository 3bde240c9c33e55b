import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECODER_KEPT_MS, openFrameDecoder, warmFrameDecoder } from './frame-decoder.ts';
import { SCAN_FORMATS } from './scan-formats.ts';

// The decoder is started before SCAN is pressed and kept between scans, so a code in the camera opens its machine
// without waiting for the decoder to start; it ends on its own when no scan follows. Here the engine's own
// BarcodeDetector stands in (an engine that has one uses it), counted as it is made.

let made = 0;
class CountedDetector {
  static async getSupportedFormats() {
    return [...SCAN_FORMATS];
  }
  constructor() {
    made += 1;
  }
  async detect() {
    return [{ rawValue: 'EX-204' }];
  }
}
const frame = () => ({ close: vi.fn() }) as unknown as ImageBitmap;

beforeEach(() => {
  made = 0;
  vi.useFakeTimers();
  vi.stubGlobal('BarcodeDetector', CountedDetector);
});
afterEach(async () => {
  await vi.runAllTimersAsync();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the scan decoder', () => {
  it('is made once when a scan screen warms it, and that one decodes the scans that follow', async () => {
    warmFrameDecoder();
    const first = await openFrameDecoder();
    expect(await first.decode(frame())).toEqual(['EX-204']);
    first.close();
    const second = await openFrameDecoder();
    expect(await second.decode(frame())).toEqual(['EX-204']);
    second.close();
    expect(made).toBe(1);
  });

  it('ends a while after the last scan, and the next scan makes a new one', async () => {
    (await openFrameDecoder()).close();
    await vi.advanceTimersByTimeAsync(DECODER_KEPT_MS - 1);
    (await openFrameDecoder()).close();
    expect(made).toBe(1);
    await vi.advanceTimersByTimeAsync(DECODER_KEPT_MS);
    (await openFrameDecoder()).close();
    expect(made).toBe(2);
  });
});
