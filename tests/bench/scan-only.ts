import { writeFile } from 'node:fs/promises';
import { codeVideo } from '../e2e/camera-video.ts';
import { runOnlyBench, type OnlyBenchOptions } from './only-bench.ts';
import { SCAN_CAMERA_FILE, measureScan, scanKeys, type ScanFigures } from './scan-bench.ts';

// `npm run bench -- --only scan [--scale demo|large]`: SCAN TAG's figures alone (decision 0056).

const ms = (n: number) => `${Math.round(n)} ms`;

export function scanRows(f: ScanFigures): [string, string, string, string][] {
  return [
    [
      `scan: camera frame with the code to the machine's screen p50 / p95 (${f.passes}, CPU 4x)`,
      `${ms(f.scanP50Ms)} / ${ms(f.scanP95Ms)}`,
      '',
      'p95 < 1,000 ms',
    ],
    ['  SCAN TAG tap to the machine’s screen p50 (camera start included)', ms(f.tapScanP50Ms), '', ''],
    [
      '  reference: a tap in the list to the same screen p50 / p95',
      `${ms(f.listTapP50Ms)} / ${ms(f.listTapP95Ms)}`,
      '',
      '',
    ],
  ];
}

export function runScanBench(options: OnlyBenchOptions): Promise<void> {
  return runOnlyBench(options, {
    title: 'Scan to open',
    rawKey: 'scan',
    // Chromium opens the camera file when a page asks for the camera: a placeholder until the machine is known.
    beforeBrowser: async () => writeFile(SCAN_CAMERA_FILE, await codeVideo('placeholder', 'QRCode')),
    browserArgs: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${SCAN_CAMERA_FILE}`,
    ],
    measure: (page, log) => {
      log('SCAN TAG to the machine, and a tap in the list, CPU 4x');
      return measureScan(page);
    },
    keys: scanKeys,
    rows: scanRows,
  });
}
