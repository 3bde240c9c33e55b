import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createSvgRasteriser, type SvgRasteriser } from '../../report/svg-to-png.ts';

// The chart rasteriser in Node: the WebAssembly and the fonts read from their packages.

const require = createRequire(import.meta.url);

let rasteriser: SvgRasteriser | undefined;

export function nodeRasteriser(): SvgRasteriser {
  rasteriser ??= createSvgRasteriser({
    wasm: () => readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
    fonts: () =>
      Promise.all(
        ['roboto-latin-400-normal.woff', 'roboto-latin-700-normal.woff'].map((file) =>
          readFile(require.resolve(`@fontsource/roboto/files/${file}`)),
        ),
      ),
  });
  return rasteriser;
}
