import { warmUpReport } from '../../report/report-warm-up.ts';
import { errorFields, type Logger } from '../log.ts';
import { nodeRasteriser } from './node-rasteriser.ts';

// The report machinery (resvg's WebAssembly and fonts, the document builder, the zip) readied once the server is,
// a little after start so it does not slow the start itself: the first POST report/generate is then as quick as the
// next. Decision 0019.

/** How long after the database is ready. */
const DELAY_MS = 2000;

export function warmUpServerReport(ready: Promise<unknown>, log: Logger): { cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;
  ready.then(
    () => {
      if (cancelled) return;
      timer = setTimeout(() => {
        const started = performance.now();
        warmUpReport(nodeRasteriser()).then(
          () => log.info('report machinery ready', { ms: Math.round(performance.now() - started) }),
          (error: unknown) => log.warn('report warm-up failed', errorFields(error)),
        );
      }, DELAY_MS);
      // A server closing, or a test ending, does not wait for it.
      timer.unref();
    },
    () => undefined,
  );
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
