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
 * Chunk groups for the code the app's first screen needs (decision 0075): every module `main.entry` imports
 * statically goes into one chunk, `main.name`, rather than the ~30 shared chunks the splitter cut it into, each a
 * request of its own through the service worker at start. What `libraries.entry` imports statically (the libraries
 * the first screen runs on) goes into a chunk of its own, `libraries.name`, which the page's first script evaluates a
 * task before the app's modules: two main-thread tasks rather than one of both (decision 0084). Modules another entry
 * imports (`besides`: the page's first script, which starts the engine worker before the app loads, and the sign-in
 * redirect page) stay where the splitter puts them, so that neither waits for the app's start.
 */
export function startChunks(main: StartPart, libraries: StartPart, besides: readonly string[]) {
  let parts: { libraries: Set<string>; main: Set<string> } | undefined;
  return (id: string, graph: GraphOf): string | null => {
    if (!parts) {
      parts = {
        libraries: staticallyReached(libraries.entry, graph),
        main: staticallyReached(main.entry, graph),
      };
      for (const entry of besides)
        for (const shared of staticallyReached(entry, graph)) {
          parts.libraries.delete(shared);
          parts.main.delete(shared);
        }
    }
    if (parts.libraries.has(id)) return libraries.name;
    return parts.main.has(id) ? main.name : null;
  };
}
