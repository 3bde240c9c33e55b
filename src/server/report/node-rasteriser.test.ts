import { describe, expect, it } from 'vitest';
import { wearTrendChartSvg } from '../../report/wear-trend-chart.ts';
import { warmUpReport } from '../../report/report-warm-up.ts';
import { nodeRasteriser } from './node-rasteriser.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('the chart rasteriser', () => {
  it('keeps the PNG of a chart it made: the same chart again is not rasterised again', async () => {
    const rasterise = nodeRasteriser();
    const svg = wearTrendChartSvg({
      title: 'Left Side · Shoes — Roller Path',
      points: [
        { machineHours: 1000, wearPercent: 12 },
        { machineHours: 2500, wearPercent: 31 },
      ],
    });
    const first = await rasterise(svg, 320);
    expect([...first.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(await rasterise(svg, 320)).toBe(first);
    const wider = await rasterise(svg, 480);
    expect(wider).not.toBe(first);
    expect(wider.byteLength).toBeGreaterThan(first.byteLength);
  });

  it('makes the warm-up report, which rasterises its chart', async () => {
    const calls: number[] = [];
    const rasterise = nodeRasteriser();
    await warmUpReport((svg, width) => {
      calls.push(width);
      return rasterise(svg, width);
    });
    expect(calls).toHaveLength(1);
  });
});
