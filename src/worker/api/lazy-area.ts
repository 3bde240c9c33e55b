type AsyncMethods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * An area of the engine API whose code loads on its first call (a dynamic import), so that what only some screens
 * use does not cost every start of the worker. `names` lists its methods: the compiler holds
 * it to the area's type, so a method added there and not here fails the build. A failed load is tried again next
 * call.
 */
export function lazyArea<Area extends AsyncMethods>(
  load: () => Promise<Area>,
  names: Record<keyof Area, true>,
): Area {
  let loading: Promise<Area> | undefined;
  const area: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(names)) {
    area[name] = async (...args) => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      const method = (await loading)[name] as (...args: unknown[]) => Promise<unknown>;
      return method(...args);
    };
  }
  // Each method forwards to the loaded area's method of the same name, with the same arguments and answer.
  return area as unknown as Area;
}
