import { measureMeasuringRun, measuringRunKeys, type MeasuringRunFigures } from './measuring-run-bench.ts';
import { runOnlyBench, type OnlyBenchOptions } from './only-bench.ts';

// `npm run bench -- --only measuring-run [--scale demo|large]`: only the measuring run's figures (decision 0054).

const ms = (n: number) => `${Math.round(n)} ms`;

export function measuringRunRows(f: MeasuringRunFigures): [string, string, string, string][] {
  return [
    [
      `measuring run: Enter to next reading + result p50 / p95 (${f.readings}, CPU 4x)`,
      `${ms(f.readingP50Ms)} / ${ms(f.readingP95Ms)}`,
      '',
      'p95 < 50 ms',
    ],
    ['  long tasks while measuring', String(f.longTasks), '', '0'],
  ];
}

export function runMeasuringRunBench(options: OnlyBenchOptions): Promise<void> {
  return runOnlyBench(options, {
    title: 'Measuring run',
    rawKey: 'measuringRun',
    measure: (page, log) => {
      log('the measuring run, CPU 4x');
      return measureMeasuringRun(page);
    },
    keys: measuringRunKeys,
    rows: measuringRunRows,
  });
}
