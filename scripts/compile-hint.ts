// V8's explicit compile hint (decisions 0103, 0122, 0123): a file that opens with this comment has all its
// functions compiled on the thread that streams it in, not one by one on the main thread at their first call. After
// code (Vite's `__vite__mapDeps` preamble, added to a chunk with lazy imports once the bundle is rendered) V8 does
// not read it, so it is written as the file's first line.

/** The hint, as the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line, and how many lines its code moved down (0 or 1). */
export function withCompileHintFirst(code: string): { code: string; linesAdded: number } {
  if (code.startsWith(`${COMPILE_HINT}\n`)) return { code, linesAdded: 0 };
  return { code: `${COMPILE_HINT}\n${code}`, linesAdded: 1 };
}

/** A source map (v3, as JSON) of a file whose code moved `lines` down: each added line maps to nothing. */
export function sourceMapMovedDown(json: string, lines: number): string {
  if (lines === 0) return json;
  const map = JSON.parse(json) as { mappings?: unknown };
  if (typeof map.mappings !== 'string') throw new Error('a source map without mappings');
  return JSON.stringify({ ...map, mappings: ';'.repeat(lines) + map.mappings });
}

/** The chunks that do not open with the hint (a build that would ship them so fails). */
export function chunksWithoutHintFirst(chunks: readonly { fileName: string; code: string }[]): string[] {
  return chunks.filter((chunk) => !chunk.code.startsWith(`${COMPILE_HINT}\n`)).map((chunk) => chunk.fileName);
}
