import { describe, expect, it } from 'vitest';
import { nodeRasteriser } from '../server/report/node-rasteriser.ts';

// The chart rasteriser keeps what it made: the review screen's chart pass and the report after Submit, or two
// reports at once, rasterise a chart once.

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;

describe('the chart rasteriser', () => {
  it('gives a chart asked for while it is being made the same PNG, and makes it again at another width', async () => {
    const rasterise = nodeRasteriser();
    const first = rasterise(svg('#123456'), 80);
    const meanwhile = rasterise(svg('#123456'), 80);
    expect(meanwhile).toBe(first);
    const png = await first;
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(await rasterise(svg('#123456'), 80)).toBe(png);
    expect(await rasterise(svg('#123456'), 40)).not.toBe(png);
  });
});
