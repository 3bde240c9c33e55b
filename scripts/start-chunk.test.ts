import { describe, expect, it } from 'vitest';
import { startChunk, staticallyReached } from './start-chunk.ts';

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
