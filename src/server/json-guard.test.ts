import { describe, expect, it } from 'vitest';
import { BODY_JSON_LIMITS, JsonShapeScanner, jsonShapeProblem } from './json-guard.ts';

// Depth and object counts of a JSON text, read without parsing it; brackets inside strings do not count.

describe('jsonShapeProblem', () => {
  const limits = { ...BODY_JSON_LIMITS, maxDepth: 3, maxContainers: 5 };

  it('passes a body within the limits, whatever its strings hold', () => {
    expect(jsonShapeProblem('{"a":[{"b":"[[[{{{\\"}}}"}]}', limits)).toBeUndefined();
  });

  it('names the nesting and the count that pass the limits', () => {
    expect(jsonShapeProblem('{"a":{"b":{"c":{}}}}', limits)).toBe('The JSON nests more than 3 levels deep');
    expect(jsonShapeProblem('[{},{},{},{},{}]', limits)).toBe(
      'The JSON holds more than 5 objects and arrays',
    );
  });

  it('counts keys and values, and the length of each string, also across pieces', () => {
    const small = { ...BODY_JSON_LIMITS, maxItems: 4, maxStringLength: 5 };
    expect(jsonShapeProblem('{"a":1,"b":2}', small)).toBeUndefined();
    expect(jsonShapeProblem('{"a":1,"b":2,"c":3}', small)).toBe('The JSON holds more than 4 keys and values');
    expect(jsonShapeProblem('["a,b:c,d,e,f"]', small)).toBe('The JSON has a string longer than 5 characters');
    const scanner = new JsonShapeScanner(small);
    // An escaped quote split between two pieces does not end the string.
    expect(scanner.write('["ab\\')).toBeUndefined();
    expect(scanner.write('",:,:,:"]')).toBe('The JSON has a string longer than 5 characters');
  });
});
