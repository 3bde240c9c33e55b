import type { TagSheetAnswer, TagSheetRequest } from './tag-sheet-messages.ts';

/** Makes a tag sheet in its own worker (tag-sheet-worker.ts), telling `onProgress` how many tags are drawn. */
export function makeTagSheetOffThread(
  request: TagSheetRequest,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<{ file: Blob; pages: number }> {
  const worker = new Worker(new URL('./tag-sheet-worker.ts', import.meta.url), {
    type: 'module',
    name: 'tag-sheet',
  });
  return new Promise<{ file: Blob; pages: number }>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Stopped', 'AbortError')), { once: true });
    worker.onmessage = (event: MessageEvent<TagSheetAnswer>) => {
      const message = event.data;
      if (message.kind === 'progress') onProgress(message.done, message.total);
      else if (message.kind === 'done')
        resolve({ file: new Blob([...message.parts], { type: 'application/pdf' }), pages: message.pages });
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The tag sheet could not be made'));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}
