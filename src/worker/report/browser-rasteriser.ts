import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import regularUrl from '@fontsource/roboto/files/roboto-latin-400-normal.woff?url';
import boldUrl from '@fontsource/roboto/files/roboto-latin-700-normal.woff?url';
import { createSvgRasteriser, type SvgRasteriser } from '../../report/svg-to-png.ts';

// The chart rasteriser in the worker: the WebAssembly and the fonts are files of the build, precached by the service
// worker, so a report is made offline.

async function bytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url); // eslint-disable-line no-restricted-globals -- the app's own precached build files, not a server call
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let rasteriser: SvgRasteriser | undefined;

export function browserRasteriser(): SvgRasteriser {
  rasteriser ??= createSvgRasteriser({
    wasm: () => bytes(wasmUrl),
    fonts: () => Promise.all([regularUrl, boldUrl].map(bytes)),
  });
  return rasteriser;
}
