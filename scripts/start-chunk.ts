/** What the splitter tells of the module graph (Rolldown's ChunkingContext), as far as this needs it. */
interface GraphOf {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** Every module `entry` imports statically, directly or not, itself included. */
export function staticallyReached(entry: string, graph: GraphOf): Set<string> {
  const reached = new Set<string>();
  const next = [entry];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** One start chunk: its name, and the module whose static imports it holds. */
export interface StartPart {
  readonly name: string;
  readonly entry: string;
}

/**
 * Chunk groups for the code the app's first screen needs (decision 0075): every module the last part's entry (the
 * app's) imports statically goes into one chunk rather than the ~30 shared chunks the splitter cut it into, each a
 * request of its own through the service worker at start. The parts before it hold what their entries import
 * statically (the libraries the first screen runs on; the words and rules the app's modules build on), each a chunk
 * of its own that the page's first script evaluates a task before the next: main-thread tasks a fraction as long as
 * the one of all of them (decisions 0084, 0117). A module several parts reach is the earliest's. Modules another entry
 * imports (`besides`: the page's first script, which starts the engine worker before the app loads, and the sign-in
 * redirect page) stay where the splitter puts them, so that neither waits for the app's start.
 */
export function startChunks(parts: readonly StartPart[], besides: readonly string[]) {
  let reach: { readonly name: string; readonly modules: Set<string> }[] | undefined;
  return (id: string, graph: GraphOf): string | null => {
    if (!reach) {
      const shared = new Set(besides.flatMap((entry) => [...staticallyReached(entry, graph)]));
      reach = parts.map((part) => ({ name: part.name, modules: staticallyReached(part.entry, graph) }));
      for (const part of reach) for (const module of shared) part.modules.delete(module);
    }
    return reach.find((part) => part.modules.has(id))?.name ?? null;
  };
}
