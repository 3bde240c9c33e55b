// The PNG twin of an SVG chart. A .docx with an SVG picture must also carry a PNG (Word before 2016 and LibreOffice
// show the PNG), so the chart is rasterised here with resvg compiled to WebAssembly: no native module, the same code
// in the worker and in Node. WebAssembly has no system fonts, so the caller hands over the font files too; the
// @fontsource packages ship WOFF, which is unpacked to a plain sfnt (TrueType) here because resvg reads only that.
import { initWasm, Resvg } from '@resvg/resvg-wasm';

export interface RasteriserAssets {
  /** The bytes of @resvg/resvg-wasm/index_bg.wasm. */
  wasm: () => Promise<ArrayBuffer | Uint8Array>;
  /** Font files (WOFF or TTF); the first family becomes the sans-serif of the charts. */
  fonts: () => Promise<Uint8Array[]>;
}

export type SvgRasteriser = (svg: string, widthPx: number) => Promise<Uint8Array>;

export const CHART_FONT_FAMILY = 'Roboto';

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** WOFF 1.0 to sfnt: each table is zlib-compressed unless its compressed length equals its length. */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already a TTF/OTF
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compLength < origLength ? await inflate(raw) : raw,
    });
  }
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((n, t) => n + Math.ceil(t.data.byteLength / 4) * 4, headerSize);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, searchRange);
  o.setUint16(8, entrySelector);
  o.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    o.setUint32(at, t.tag);
    o.setUint32(at + 4, t.checksum);
    o.setUint32(at + 8, offset);
    o.setUint32(at + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += Math.ceil(t.data.byteLength / 4) * 4;
  });
  return out;
}

/** Charts kept as PNG: a report holds two sides of up to seven measured components. */
const PNG_CACHE_SIZE = 64;

// initWasm may run once per realm; every rasteriser of this worker or process shares it.
let wasmReady: Promise<void> | undefined;

/** A rasteriser that loads the WebAssembly and the fonts on first use, then renders each SVG at the given width. */
export function createSvgRasteriser(assets: RasteriserAssets): SvgRasteriser {
  let fonts: Promise<Uint8Array[]> | undefined;
  // The same chart is often rasterised again (prepared while review is open, then the report; the report made again;
  // the same history in the next report): its PNG is kept, most recent last, up to PNG_CACHE_SIZE of them. A chart
  // asked for while it is being made waits for that one.
  const made = new Map<string, Promise<Uint8Array>>();
  return (svg, widthPx) => {
    const key = `${Math.round(widthPx)}\u0000${svg}`;
    const cached = made.get(key);
    if (cached !== undefined) {
      made.delete(key);
      made.set(key, cached);
      return cached;
    }
    const png = rasterise(svg, widthPx);
    made.set(key, png);
    void png.catch(() => {
      if (made.get(key) === png) made.delete(key);
    });
    if (made.size > PNG_CACHE_SIZE) made.delete(made.keys().next().value as string);
    return png;
  };

  async function rasterise(svg: string, widthPx: number): Promise<Uint8Array> {
    wasmReady ??= assets.wasm().then((bytes) => initWasm(bytes));
    fonts ??= assets.fonts().then((files) => Promise.all(files.map(woffToSfnt)));
    await wasmReady;
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: Math.round(widthPx) },
      background: '#ffffff',
      font: {
        fontBuffers: await fonts,
        defaultFontFamily: CHART_FONT_FAMILY,
        sansSerifFamily: CHART_FONT_FAMILY,
      },
    });
    try {
      const image = resvg.render();
      try {
        return image.asPng();
      } finally {
        image.free();
      }
    } finally {
      resvg.free();
    }
  }
}
