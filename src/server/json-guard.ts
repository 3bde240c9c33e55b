// A look at a JSON text before it is parsed, piece by piece as it arrives: how deep it nests, how many objects and
// arrays, keys and values it holds, and how long its longest string is, counted by one pass over the characters that
// stops at the first limit passed. JSON.parse of a few megabytes of `{},{},…` builds millions of objects, one object
// of 4.5 million keys took 42 s to parse and validate, and every later step (validation, error lists) grows with
// them; this refuses such a body while it is still arriving, for the price of reading its first bytes.

export interface JsonLimits {
  readonly maxDepth: number;
  readonly maxContainers: number;
  /** Keys and values together (every `:` and `,` outside strings, plus the top value). */
  readonly maxItems: number;
  /** Characters of one string (a key or a value), as written (escapes count as written). */
  readonly maxStringLength: number;
}

/**
 * The default limits of a JSON body. A device's largest save (500 outbox entries, each a row of about a dozen fields)
 * holds some 10,000 items; a value is at most 100,000 characters (SAVE_LIMITS).
 */
export const BODY_JSON_LIMITS: JsonLimits = {
  maxDepth: 32,
  maxContainers: 100_000,
  maxItems: 250_000,
  maxStringLength: 1_000_000,
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;

const count = (n: number) => n.toLocaleString('en-US');

/** The scan of one JSON text fed in pieces (a string's escape may straddle two pieces). */
export class JsonShapeScanner {
  readonly #limits: JsonLimits;
  #depth = 0;
  #containers = 0;
  #items = 1;
  #inString = false;
  #escaped = false;
  #stringLength = 0;

  constructor(limits: JsonLimits = BODY_JSON_LIMITS) {
    this.#limits = limits;
  }

  /** The next piece of the text: why the text passes a limit, or undefined while it stays within them. */
  write(text: string): string | undefined {
    const limits = this.#limits;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (code === BACKSLASH) this.#escaped = true;
        else if (code === QUOTE) {
          this.#inString = false;
          continue;
        }
        if (++this.#stringLength > limits.maxStringLength)
          return `The JSON has a string longer than ${count(limits.maxStringLength)} characters`;
      } else if (code === QUOTE) {
        this.#inString = true;
        this.#stringLength = 0;
      } else if (code === COLON || code === COMMA) {
        if (++this.#items > limits.maxItems)
          return `The JSON holds more than ${count(limits.maxItems)} keys and values`;
      } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
        if (++this.#depth > limits.maxDepth) return `The JSON nests more than ${limits.maxDepth} levels deep`;
        if (++this.#containers > limits.maxContainers)
          return `The JSON holds more than ${count(limits.maxContainers)} objects and arrays`;
      } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
        this.#depth--;
      }
    }
    return undefined;
  }
}

/** Why the whole text passes a limit, or undefined when it stays within them. */
export function jsonShapeProblem(text: string, limits: JsonLimits = BODY_JSON_LIMITS): string | undefined {
  return new JsonShapeScanner(limits).write(text);
}
