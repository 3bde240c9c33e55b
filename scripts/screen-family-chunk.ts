import { staticallyReached } from './start-chunk.ts';

/** What the splitter tells of the module graph (Rolldown's ChunkingContext), as far as this needs it. */
interface GraphOf {
  getModuleInfo(
    id: string,
  ): { readonly importedIds: readonly string[]; readonly dynamicallyImportedIds: readonly string[] } | null;
}

/** A family of lazy screens: the module that loads them, which of its lazy imports are the family's. */
export interface ScreenFamily {
  /** The module whose dynamic imports are the app's screens (the router). */
  readonly importer: string;
  readonly isMember: (id: string) => boolean;
  /**
   * Entries loaded before the family's screens (the start's, a frame around them): what they import stays where the
   * splitter puts it, so that none of them waits for the family's code.
   */
  readonly before: readonly string[];
}

/**
 * One chunk for a family of lazy screens (decision 0125: an inspection's screens): the screens' modules with every
 * module only they import, rather than the dozens of small chunks the splitter cuts them into, which a screen's first
 * open fetched level by level (up to five), each level a round through the service worker and a task on the page. A
 * module another lazy screen imports too stays where the splitter puts it, so that no other screen loads the family's
 * code with it.
 */
export function screenFamilyChunk(family: ScreenFamily) {
  let members: Set<string> | undefined;
  return (id: string, graph: GraphOf): boolean => {
    if (!members) {
      const reach = (entries: readonly string[]) =>
        new Set(entries.flatMap((entry) => [...staticallyReached(entry, graph)]));
      const lazy = graph.getModuleInfo(family.importer)?.dynamicallyImportedIds ?? [];
      const outside = reach([...family.before, ...lazy.filter((entry) => !family.isMember(entry))]);
      members = new Set([...reach(lazy.filter(family.isMember))].filter((module) => !outside.has(module)));
    }
    return members.has(id);
  };
}
