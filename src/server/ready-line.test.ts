import { describe, expect, it } from 'vitest';
import { readyLine } from './ready-line.ts';

describe('readyLine', () => {
  it('names the address to open', () => {
    expect(readyLine('http://localhost:8080', 8080)).toBe('Inspect is ready: open http://localhost:8080/');
    expect(readyLine('https://inspect.example.com', 443)).toBe(
      'Inspect is ready: open https://inspect.example.com/',
    );
  });

  it('names the port the server got when it asked for any', () => {
    expect(readyLine('http://localhost:0', 41234)).toBe('Inspect is ready: open http://localhost:41234/');
  });
});
