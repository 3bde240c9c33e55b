// The engine API is one flat object made of per-area objects. A spread would let a later area silently replace an
// earlier area's method of the same name; this fails at start-up instead, naming both areas.

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

export function combineAreas<Areas extends Record<string, object>>(
  areas: Areas,
): Intersection<Areas[keyof Areas]> {
  const combined: Record<string, unknown> = {};
  const ownerOf = new Map<string, string>();
  for (const [area, methods] of Object.entries(areas)) {
    for (const [name, value] of Object.entries(methods)) {
      const owner = ownerOf.get(name);
      if (owner !== undefined) {
        throw new Error(
          `Worker API areas '${owner}' and '${area}' both export '${name}': rename one of them.`,
        );
      }
      ownerOf.set(name, area);
      combined[name] = value;
    }
  }
  return combined as Intersection<Areas[keyof Areas]>;
}
