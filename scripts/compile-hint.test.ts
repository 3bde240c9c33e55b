import { describe, expect, it } from 'vitest';
import {
  chunksWithoutHintFirst,
  COMPILE_HINT,
  sourceMapMovedDown,
  withCompileHintFirst,
} from './compile-hint.ts';

// What the build does to the page's chunks (decisions 0122, 0123): V8 compiles a file's functions with its download
// only when the hint is the file's first line, so it goes before Vite's preamble, and the source map follows the code
// down.

const PREAMBLE =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);\n';

describe('the page chunks’ compile hint', () => {
  it('opens a chunk that begins with Vite’s preamble, the code one line down', () => {
    const code = `${PREAMBLE}import{a}from"./b.js";export{a};`;
    expect(withCompileHintFirst(code)).toEqual({
      code: `//# allFunctionsCalledOnLoad\n${code}`,
      linesAdded: 1,
    });
  });

  it('is not written twice in a chunk that opens with it', () => {
    const code = `${COMPILE_HINT}\nexport const a=1;`;
    expect(withCompileHintFirst(code)).toEqual({ code, linesAdded: 0 });
  });

  it('moves the source map’s mappings down by the lines added, the rest of the map kept', () => {
    const map = JSON.stringify({
      version: 3,
      sources: ['src/ui/main.tsx'],
      names: [],
      mappings: 'AAAA,CAAC;AACD',
    });
    expect(JSON.parse(sourceMapMovedDown(map, 1))).toEqual({
      version: 3,
      sources: ['src/ui/main.tsx'],
      names: [],
      mappings: ';AAAA,CAAC;AACD',
    });
    expect(sourceMapMovedDown(map, 0)).toBe(map);
  });

  it('names the chunks where the hint is not the first line, as where Vite’s preamble went first', () => {
    expect(
      chunksWithoutHintFirst([
        { fileName: 'assets/start-A.js', code: `${PREAMBLE}${COMPILE_HINT}\nexport{};` },
        { fileName: 'assets/start-router-B.js', code: `${COMPILE_HINT}\nexport{};` },
        { fileName: 'assets/start-words-C.js', code: `export{};//# allFunctionsCalledOnLoad` },
      ]),
    ).toEqual(['assets/start-A.js', 'assets/start-words-C.js']);
  });

  it('refuses a source map it cannot move', () => {
    expect(() => sourceMapMovedDown('{"version":3}', 1)).toThrow('a source map without mappings');
  });
});
