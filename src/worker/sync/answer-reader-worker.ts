/// <reference lib="webworker" />
import { serveAnswerReader } from './answer-reader-service.ts';

// The sync reader's own worker, started by the engine's worker for a first sync: answer-reader-service.ts does the
// work; this entry only hands it the worker's scope.
// eslint-disable-next-line no-restricted-globals -- the reader fetches the answer the engine's HttpClient prepared (headers, token, retry)
serveAnswerReader(self as unknown as DedicatedWorkerGlobalScope, fetch);
