/// <reference lib="webworker" />
import { helperPort } from '../helper-workers.ts';
import { serveAnswerReader } from './answer-reader-service.ts';
import type { ReaderMessage } from './answer-source.ts';

// The sync reader's own worker, started by the page for the engine's first sync (decision 0108): answer-reader-
// service.ts does the work on the port the page hands over; this entry closes the worker when the engine is done
// with it, and says an uncaught error on the port, which has no error event of its own.
const scope = self as unknown as DedicatedWorkerGlobalScope;
void helperPort(scope).then((port) => {
  scope.addEventListener('error', (event) => {
    // Handled here: the engine hears it as its pull's error; the page has nothing more to report.
    event.preventDefault();
    port.postMessage({
      type: 'error',
      error: 'internal',
      message: event.message || 'the sync reader stopped',
    } satisfies ReaderMessage);
  });
  // eslint-disable-next-line no-restricted-globals -- the reader fetches the answer the engine's HttpClient prepared (headers, token, retry)
  serveAnswerReader(port, fetch, () => {
    port.close();
    scope.close();
  });
});
