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

/**
 * A chunk group for the code the app's first screen needs (decision 0075): every module `main` imports statically
 * goes into one chunk, `name`, rather than the ~30 shared chunks the splitter cut it into, each a request of its own
 * through the service worker at start. Modules another entry imports (`besides`: the page's first script, which
 * starts the engine worker before the app loads, and the sign-in redirect page) stay where the splitter puts them,
 * so that neither waits for the app's start.
 */
export function startChunk(name: string, main: string, besides: readonly string[]) {
  let start: Set<string> | undefined;
  return (id: string, graph: GraphOf): string | null => {
    if (!start) {
      start = staticallyReached(main, graph);
      for (const entry of besides) for (const shared of staticallyReached(entry, graph)) start.delete(shared);
    }
    return start.has(id) ? name : null;
  };
}
