import { describe, expect, it } from 'vitest';
import { screenFamilyChunk } from './screen-family-chunk.ts';

// main → router; router ⇢ frame, operation, lockOn, planner (lazy screens); operation → field → save, operation →
// words; lockOn → field, lockOn → photo; planner → save (shared with the family), planner → chart; frame → run;
// operation → run (the frame's, loaded before any screen); main → icons, field → icons (the start's).
const imports: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  main: { importedIds: ['router', 'icons'], dynamicallyImportedIds: [] },
  router: { importedIds: [], dynamicallyImportedIds: ['frame', 'operation', 'lockOn', 'planner'] },
  icons: { importedIds: [], dynamicallyImportedIds: [] },
  frame: { importedIds: ['run'], dynamicallyImportedIds: [] },
  run: { importedIds: [], dynamicallyImportedIds: [] },
  operation: { importedIds: ['field', 'words', 'run'], dynamicallyImportedIds: [] },
  lockOn: { importedIds: ['field', 'photo'], dynamicallyImportedIds: ['report'] },
  field: { importedIds: ['save', 'icons'], dynamicallyImportedIds: [] },
  save: { importedIds: [], dynamicallyImportedIds: [] },
  words: { importedIds: [], dynamicallyImportedIds: [] },
  photo: { importedIds: [], dynamicallyImportedIds: [] },
  report: { importedIds: [], dynamicallyImportedIds: [] },
  planner: { importedIds: ['save', 'chart'], dynamicallyImportedIds: [] },
  chart: { importedIds: [], dynamicallyImportedIds: [] },
};
const graph = { getModuleInfo: (id: string) => imports[id] ?? null };

describe("a family of screens' chunk", () => {
  it("holds the family's screens and what only they import, however deep", () => {
    const inFamily = screenFamilyChunk({
      importer: 'router',
      isMember: (id) => id === 'operation' || id === 'lockOn',
      before: ['main'],
    });
    const members = Object.keys(imports).filter((id) => inFamily(id, graph));
    // Not the start's icons, the frame's run, the save the planner shares, nor the report lockOn loads lazily.
    expect(members).toEqual(['operation', 'lockOn', 'field', 'words', 'photo']);
  });

  it('holds nothing when the importer loads no member', () => {
    const inFamily = screenFamilyChunk({ importer: 'router', isMember: () => false, before: ['main'] });
    expect(Object.keys(imports).filter((id) => inFamily(id, graph))).toEqual([]);
  });
});
