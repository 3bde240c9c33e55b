/**
 * The area with each of its methods called through `around`, which gets the call to make (on the area itself, with
 * the caller's arguments) and answers in its place; other members are kept as they are.
 */
export function wrapMethods<Area extends object>(area: Area, around: (call: () => unknown) => unknown): Area {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(area)) {
    if (typeof value !== 'function') {
      wrapped[name] = value;
      continue;
    }
    const method = value as (...args: unknown[]) => unknown;
    wrapped[name] = (...args: unknown[]) => around(() => method.apply(area, args));
  }
  return wrapped as Area;
}
