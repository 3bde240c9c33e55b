import { describe, expect, it } from 'vitest';
import { startChunks, staticallyReached } from './start-chunk.ts';

// main → shell → icons, shell ⇢ report (a lazy screen), redirect → token; shell → token, shell → react-dom;
// libraries → react-dom → scheduler; words → catalogue → react-dom, shell → catalogue.
const imports: Record<string, string[]> = {
  main: ['shell'],
  shell: ['icons', 'token', 'shell', 'react-dom', 'catalogue'],
  icons: [],
  token: [],
  report: ['icons'],
  redirect: ['token'],
  libraries: ['react-dom'],
  'react-dom': ['scheduler'],
  scheduler: [],
  words: ['catalogue'],
  catalogue: ['react-dom'],
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };

describe('the start chunk', () => {
  it('holds what the app imports statically, however deep, and not its lazy screens', () => {
    expect([...staticallyReached('main', graph)].sort()).toEqual([
      'catalogue',
      'icons',
      'main',
      'react-dom',
      'scheduler',
      'shell',
      'token',
    ]);
  });

  it('puts each part in a chunk of its own, the earliest first, and leaves out what the sign-in redirect page imports too', () => {
    const group = startChunks(
      [
        { name: 'start-libraries', entry: 'libraries' },
        { name: 'start-words', entry: 'words' },
        { name: 'start', entry: 'main' },
      ],
      ['redirect'],
    );
    const names = Object.keys(imports).map((id) => [id, group(id, graph)]);
    expect(names).toEqual([
      ['main', 'start'],
      ['shell', 'start'],
      ['icons', 'start'],
      ['token', null],
      ['report', null],
      ['redirect', null],
      ['libraries', 'start-libraries'],
      ['react-dom', 'start-libraries'],
      ['scheduler', 'start-libraries'],
      ['words', 'start-words'],
      ['catalogue', 'start-words'],
    ]);
  });
});
