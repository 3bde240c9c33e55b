import { describe, expect, it } from 'vitest';
import { forecastComponent } from '../rules/judgement/forecast.ts';
import { niceTicks, wearTrendChartSvg, type WearTrendPoint } from './wear-trend-chart.ts';

const readings: WearTrendPoint[] = [
  { machineHours: 10_000, wearPercent: 20, date: '2026-01-10' },
  { machineHours: 11_000, wearPercent: 35, date: '2026-03-10' },
  { machineHours: 12_000, wearPercent: 52, date: '2026-05-10' },
];

describe('wearTrendChartSvg', () => {
  it('draws a parseable SVG with a point per reading, the 100 % and 120 % lines and the forecast', () => {
    const forecast = forecastComponent(readings).sinceChangeout;
    const svg = wearTrendChartSvg({ title: 'Left Side · Pitch Extension', points: readings, forecast });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.match(/<circle [^>]*r="4.5"/g)).toHaveLength(3);
    expect(svg).toContain('100% worn');
    expect(svg).toContain('120% worn');
    expect(svg).toContain('stroke-dasharray="8 5"');
    // Least squares: 1.6 % per 100 h through (11,000 h, 35.67 %).
    expect(svg).toContain('Forecast: 100% at 15,021 h, 120% at 16,271 h.');
    expect(svg).toContain('<title>Wear trend: Left Side · Pitch Extension</title>');
  });

  it('starts the forecast line at the newest reading, not below it on the fitted line', () => {
    const svg = wearTrendChartSvg({
      title: 'Roller Path',
      points: readings,
      forecast: forecastComponent(readings).sinceChangeout,
    });
    const dots = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="4.5"/g)].map(
      (m) => `${m[1]},${m[2]}`,
    );
    const forecastLine = /<polyline points="([^"]+)"[^>]*stroke-dasharray="8 5"/.exec(svg)?.[1] ?? '';
    // The newest reading (12,000 h, 52 %) is the last dot drawn; the dashed line starts there.
    expect(forecastLine.split(' ')[0]).toBe(dots.at(-1));
    expect(forecastLine.split(' ')).toHaveLength(3);
  });

  it('past 100 % draws the forecast to 120 % only and says the part is past 100 %', () => {
    // (18,000, 40), (19,000, 70), (20,000, 110): slope 70,000 / 2,000,000 = 0.035, intercept 73.333 − 665;
    // 120 % at 711.667 / 0.035 = 20,333 h.
    const worn = [
      { machineHours: 18_000, wearPercent: 40 },
      { machineHours: 19_000, wearPercent: 70 },
      { machineHours: 20_000, wearPercent: 110 },
    ];
    const svg = wearTrendChartSvg({
      title: 'Roller Path',
      points: worn,
      forecast: forecastComponent(worn).sinceChangeout,
    });
    expect(svg).toContain('Forecast: past 100%, 120% at 20,333 h.');
    const forecastLine = /<polyline points="([^"]+)"[^>]*stroke-dasharray="8 5"/.exec(svg)?.[1] ?? '';
    expect(forecastLine.split(' ')).toHaveLength(2);
    expect(svg.match(/<circle [^>]*r="4" /g)).toHaveLength(1);
    const past = [...worn, { machineHours: 20_500, wearPercent: 125 }];
    const beyond = wearTrendChartSvg({
      title: 'Roller Path',
      points: past,
      forecast: forecastComponent(past).sinceChangeout,
    });
    expect(beyond).toContain('Forecast: past 100%, past 120%.');
    expect(beyond).not.toContain('stroke-dasharray="8 5"');
  });

  it('breaks the line at a changeout and marks it', () => {
    const points = [...readings, { machineHours: 13_000, wearPercent: 5, changedOut: true }];
    const svg = wearTrendChartSvg({
      title: 'Drive Lug',
      points,
      forecast: forecastComponent(points).sinceChangeout,
    });
    expect(svg).toContain('>Changeout</text>');
    expect(svg.match(/<polyline /g)).toHaveLength(1);
    expect(svg).toContain('Forecast: not enough data.');
  });

  it('says so when there is nothing to draw, and escapes names', () => {
    const svg = wearTrendChartSvg({ title: 'Idler <front> & "rear"', points: [] });
    expect(svg).toContain('No readings yet');
    expect(svg).toContain('Idler &lt;front&gt; &amp; &quot;rear&quot;');
    expect(svg).not.toContain('<front>');
  });
});

describe('niceTicks', () => {
  it('uses steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceTicks(0, 130, 5)).toEqual([0, 50, 100]);
    expect(niceTicks(9_600, 16_500, 6)).toEqual([10_000, 12_000, 14_000, 16_000]);
    expect(niceTicks(5, 5, 4)).toEqual([5]);
  });
});
