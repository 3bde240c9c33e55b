// A look at a JSON text before it is parsed: how deep it nests and how many objects and arrays it holds, counted by
// one pass over the characters (strings skipped) that stops at the first limit passed. JSON.parse of a few megabytes
// of `{},{},…` builds millions of objects, and every later step (validation, error lists) grows with them; this
// refuses such a body for the price of reading its first bytes.

export interface JsonLimits {
  readonly maxDepth: number;
  readonly maxContainers: number;
}

export const BODY_JSON_LIMITS: JsonLimits = { maxDepth: 32, maxContainers: 100_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** Why the text passes a limit, or undefined when it stays within them. */
export function jsonShapeProblem(text: string, limits: JsonLimits = BODY_JSON_LIMITS): string | undefined {
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limits.maxDepth) return `The JSON nests more than ${limits.maxDepth} levels deep`;
      if (++containers > limits.maxContainers)
        return `The JSON holds more than ${limits.maxContainers.toLocaleString('en-US')} objects and arrays`;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    }
  }
  return undefined;
}
