import { describe, expect, it } from 'vitest';
import { mapWithCompileHint, startChunk, staticallyReached, withCompileHint } from './start-chunk.ts';

// main → shell → icons, shell ⇢ report (a lazy screen), redirect → token; shell → token.
const imports: Record<string, string[]> = {
  main: ['shell'],
  shell: ['icons', 'token', 'shell'],
  icons: [],
  token: [],
  report: ['icons'],
  redirect: ['token'],
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };

describe('the start chunk', () => {
  it('holds what the app imports statically, however deep, and not its lazy screens', () => {
    expect([...staticallyReached('main', graph)].sort()).toEqual(['icons', 'main', 'shell', 'token']);
  });

  it('leaves out what the sign-in redirect page imports too, so that page does not load the app', () => {
    const group = startChunk('start', 'main', ['redirect']);
    const names = Object.keys(imports).map((id) => [id, group(id, graph)]);
    expect(names).toEqual([
      ['main', 'start'],
      ['shell', 'start'],
      ['icons', 'start'],
      ['token', null],
      ['report', null],
      ['redirect', null],
    ]);
  });
});

describe('the compile hint of the start chunk', () => {
  it('opens the script, before everything else in it, as V8 requires', () => {
    const built = 'const __vite__mapDeps=(i)=>i;\nexport{a as b};\n//# sourceMappingURL=start-x.js.map';
    expect(withCompileHint(built)).toBe(
      '//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=(i)=>i;\nexport{a as b};\n//# sourceMappingURL=start-x.js.map',
    );
  });

  it('moves every mapping of the source map one line down, so the debugger still shows the right source lines', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA,CAAC;AACA' });
    expect(JSON.parse(mapWithCompileHint(map))).toEqual({
      version: 3,
      sources: ['a.ts'],
      names: [],
      mappings: ';;AAAA,CAAC;AACA',
    });
  });
});
