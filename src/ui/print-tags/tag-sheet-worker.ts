import { prepareZXingModule } from 'zxing-wasm/writer';
import wasmUrl from 'zxing-wasm/writer/zxing_writer.wasm?url';
import { makeTagSheet } from './tag-sheet.ts';
import type { TagSheetAnswer, TagSheetRequest } from './tag-sheet-messages.ts';

// The tag sheet is made here, off the UI thread: thousands of QR codes and a PDF of hundreds of pages take seconds of
// CPU on a tablet, and the screen must keep showing progress. The writer's .wasm is the build's own file (precached by
// the service worker, as the reader's, decision 0056): sheets are made offline.
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

const answer = (message: TagSheetAnswer, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

self.onmessage = async (event: MessageEvent<TagSheetRequest>) => {
  const { tags, sizeId, origin, title } = event.data;
  try {
    const sheet = await makeTagSheet(tags, sizeId, origin, title, (done) =>
      answer({ kind: 'progress', done, total: tags.length }),
    );
    answer(
      { kind: 'done', parts: sheet.parts, pages: sheet.pages },
      sheet.parts.map((part) => part.buffer),
    );
  } catch (error) {
    answer({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
