// The wear trend chart: wear % against machine hours for one component across inspections, changeouts marked, and
// the forecast line to 100 % and 120 %. One function draws it for the Status History sheet (the worker puts the SVG
// in the screen model; the UI shows it as an image) and for the Word report, so both always show the same picture.
// Plain SVG elements with presentation attributes only (no CSS, no filters): every renderer shows it the same way.
import type { LineForecast } from '../rules/judgement/forecast.ts';

export interface WearTrendPoint {
  machineHours: number;
  wearPercent: number;
  /** ISO date of the inspection, shown in the description. */
  date?: string;
  /** The component was changed out before this reading: a new line starts here. */
  changedOut?: boolean;
}

export interface WearTrendInput {
  /** Component name, e.g. "Left Side · Pitch Extension". */
  title: string;
  points: readonly WearTrendPoint[];
  /** The forecast since the last changeout (`forecastComponent(...).sinceChangeout`). */
  forecast?: LineForecast;
  width?: number;
  height?: number;
  /** The chart's own words and numbers in the reader's language (decision 0065); the spec's English by default. */
  words?: ChartWords;
}

export interface ChartWords {
  readonly locale: string;
  /** The hours axis: "Machine hours". */
  readonly machineHours: string;
  /** A limit's line: "100% worn". */
  readonly worn: (level: number) => string;
}

const ENGLISH_CHART_WORDS: ChartWords = {
  locale: 'en-US',
  machineHours: 'Machine hours',
  worn: (level) => `${level}% worn`,
};

export const CHART_COLOURS = {
  line: '#1F4E79',
  forecast: '#1F4E79',
  limit100: '#682424',
  limit120: '#B23B3B',
  changeout: '#6B6B6B',
  grid: '#D9D9D9',
  axis: '#333333',
  text: '#222222',
  background: '#FFFFFF',
} as const;

const FONT = 'Arial, Liberation Sans, Helvetica, sans-serif';
const MARGIN = { top: 34, right: 24, bottom: 44, left: 52 };

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (n: number) => String(Math.round(n * 10) / 10);
const hoursIn = (locale: string) => (h: number) => Math.round(h).toLocaleString(locale);
// The SVG's own description (read out, never drawn) stays in the spec's English.
const hoursLabel = hoursIn('en-US');

/** Round steps (1, 2, 5 × 10^n) so that about `count` ticks cover [min, max]. */
export function niceTicks(min: number, max: number, count: number): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step)
    ticks.push(Math.round(t * 1e6) / 1e6);
  return ticks;
}

interface Scale {
  x: (hours: number) => number;
  y: (percent: number) => number;
  minHours: number;
  maxHours: number;
  maxPercent: number;
}

/** The newest reading: the forecast line starts from it. */
function newest(points: readonly WearTrendPoint[]): WearTrendPoint | undefined {
  return points.reduce<WearTrendPoint | undefined>(
    (a, p) => (a === undefined || p.machineHours >= a.machineHours ? p : a),
    undefined,
  );
}

// The limits the forecast still looks ahead to: those the newest reading is below, with their hours
function limitsAhead(input: WearTrendInput): (readonly [100 | 120, number])[] {
  const f = input.forecast;
  const last = newest(input.points);
  if (f?.status !== 'forecast' || last === undefined) return [];
  return (
    [
      [100, f.hoursAt100],
      [120, f.hoursAt120],
    ] as const
  ).filter(([level]) => last.wearPercent < level);
}

function scaleFor(input: WearTrendInput, width: number, height: number): Scale {
  const hours = input.points.map((p) => p.machineHours);
  for (const [, at] of limitsAhead(input)) hours.push(at);
  let minHours = Math.min(...hours);
  let maxHours = Math.max(...hours);
  if (maxHours - minHours < 1) {
    minHours -= 50;
    maxHours += 50;
  }
  const pad = (maxHours - minHours) * 0.04;
  minHours = Math.max(0, minHours - pad);
  maxHours += pad;
  const maxPercent = Math.max(130, ...input.points.map((p) => p.wearPercent + 10));
  const minPercent = Math.min(0, ...input.points.map((p) => p.wearPercent));
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = height - MARGIN.top - MARGIN.bottom;
  return {
    x: (h) => MARGIN.left + ((h - minHours) / (maxHours - minHours)) * plotW,
    y: (p) => MARGIN.top + plotH - ((p - minPercent) / (maxPercent - minPercent)) * plotH,
    minHours,
    maxHours,
    maxPercent,
  };
}

function describe(input: WearTrendInput): string {
  const readings = input.points
    .map(
      (p) =>
        `${num(p.wearPercent)}% at ${hoursLabel(p.machineHours)} h${p.date ? ` (${p.date.slice(0, 10)})` : ''}`,
    )
    .join('; ');
  const ahead = limitsAhead(input);
  const last = newest(input.points);
  const past = ([100, 120] as const).filter((level) => last !== undefined && last.wearPercent >= level);
  const words = [
    ...past.map((level) => `past ${level}%`),
    ...ahead.map(([level, at]) => `${level}% at ${hoursLabel(at)} h`),
  ];
  const forecast =
    input.forecast?.status === 'forecast' || past.length > 0
      ? ` Forecast: ${words.join(', ')}.`
      : ' Forecast: not enough data.';
  return `Readings: ${readings || 'none'}.${forecast}`;
}

/** The chart as a standalone SVG document (UTF-8 text). */
export function wearTrendChartSvg(input: WearTrendInput): string {
  const width = input.width ?? 640;
  const height = input.height ?? 320;
  const words = input.words ?? ENGLISH_CHART_WORDS;
  const shownHours = hoursIn(words.locale === 'en' ? 'en-US' : words.locale);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${esc(`Wear trend: ${input.title}`)}</title>`,
    `<desc>${esc(describe(input))}</desc>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="${CHART_COLOURS.background}"/>`,
    `<text x="${MARGIN.left}" y="20" font-family="${FONT}" font-size="14" font-weight="bold" fill="${CHART_COLOURS.text}">${esc(input.title)}</text>`,
  );
  const points = input.points.filter(
    (p) => Number.isFinite(p.machineHours) && Number.isFinite(p.wearPercent),
  );
  if (points.length === 0) {
    out.push(
      `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" font-family="${FONT}" font-size="14" fill="${CHART_COLOURS.text}">No readings yet</text>`,
      '</svg>',
    );
    return out.join('');
  }
  const s = scaleFor({ ...input, points }, width, height);
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;

  for (const t of niceTicks(0, s.maxPercent, 5)) {
    const y = s.y(t);
    out.push(
      `<line x1="${left}" y1="${num(y)}" x2="${right}" y2="${num(y)}" stroke="${CHART_COLOURS.grid}" stroke-width="1"/>`,
      `<text x="${left - 6}" y="${num(y + 4)}" text-anchor="end" font-family="${FONT}" font-size="11" fill="${CHART_COLOURS.text}">${t}%</text>`,
    );
  }
  for (const t of niceTicks(s.minHours, s.maxHours, 6)) {
    const x = s.x(t);
    out.push(
      `<line x1="${num(x)}" y1="${bottom}" x2="${num(x)}" y2="${bottom + 4}" stroke="${CHART_COLOURS.axis}" stroke-width="1"/>`,
      `<text x="${num(x)}" y="${bottom + 17}" text-anchor="middle" font-family="${FONT}" font-size="11" fill="${CHART_COLOURS.text}">${shownHours(t)}</text>`,
    );
  }
  out.push(
    `<line x1="${left}" y1="${bottom}" x2="${right}" y2="${bottom}" stroke="${CHART_COLOURS.axis}" stroke-width="1.5"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${bottom}" stroke="${CHART_COLOURS.axis}" stroke-width="1.5"/>`,
    `<text x="${(left + right) / 2}" y="${height - 8}" text-anchor="middle" font-family="${FONT}" font-size="12" fill="${CHART_COLOURS.text}">${esc(words.machineHours)}</text>`,
  );
  for (const [level, colour] of [
    [100, CHART_COLOURS.limit100],
    [120, CHART_COLOURS.limit120],
  ] as const) {
    const y = s.y(level);
    out.push(
      `<line x1="${left}" y1="${num(y)}" x2="${right}" y2="${num(y)}" stroke="${colour}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
      // At the left, where the readings start low: the forecast's points and labels sit at the right.
      `<text x="${left + 6}" y="${num(y - 4)}" font-family="${FONT}" font-size="11" font-weight="bold" fill="${colour}">${esc(words.worn(level))}</text>`,
    );
  }

  // Readings: one line per component life, broken at each changeout (marked by a vertical line).
  const sorted = [...points].sort((a, b) => a.machineHours - b.machineHours);
  const lives: WearTrendPoint[][] = [];
  for (const p of sorted) {
    if (p.changedOut === true || lives.length === 0) {
      if (p.changedOut === true) {
        const x = num(s.x(p.machineHours));
        out.push(
          `<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="${CHART_COLOURS.changeout}" stroke-width="1.5" stroke-dasharray="3 3"/>`,
          `<text x="${x}" y="${top - 4}" text-anchor="middle" font-family="${FONT}" font-size="11" fill="${CHART_COLOURS.changeout}">Changeout</text>`,
        );
      }
      lives.push([]);
    }
    lives[lives.length - 1]?.push(p);
  }
  for (const life of lives) {
    if (life.length > 1) {
      const path = life.map((p) => `${num(s.x(p.machineHours))},${num(s.y(p.wearPercent))}`).join(' ');
      out.push(`<polyline points="${path}" fill="none" stroke="${CHART_COLOURS.line}" stroke-width="2.5"/>`);
    }
  }

  // The forecast goes on from the newest reading through the limits still ahead (none once past 120 %)
  const last = newest(points);
  const ahead = limitsAhead({ ...input, points });
  if (last !== undefined && ahead.length > 0) {
    const path = [
      [last.machineHours, last.wearPercent],
      ...ahead.map(([level, hours]) => [hours, level] as const),
    ]
      .map(([h, p]) => `${num(s.x(h))},${num(s.y(p))}`)
      .join(' ');
    out.push(
      `<polyline points="${path}" fill="none" stroke="${CHART_COLOURS.forecast}" stroke-width="2" stroke-dasharray="8 5"/>`,
    );
    for (const [level, hours] of ahead) {
      const x = s.x(hours);
      out.push(
        `<circle cx="${num(x)}" cy="${num(s.y(level))}" r="4" fill="${CHART_COLOURS.background}" stroke="${CHART_COLOURS.forecast}" stroke-width="2"/>`,
        // A halo in the background colour keeps the label readable where the dashed lines cross it.
        `<text x="${num(x - 6)}" y="${num(s.y(level) + 16)}" text-anchor="end" font-family="${FONT}" font-size="11" fill="${CHART_COLOURS.text}" stroke="${CHART_COLOURS.background}" stroke-width="3" paint-order="stroke">${shownHours(hours)} h</text>`,
      );
    }
  }
  for (const p of sorted) {
    out.push(
      `<circle cx="${num(s.x(p.machineHours))}" cy="${num(s.y(p.wearPercent))}" r="4.5" fill="${CHART_COLOURS.line}" stroke="${CHART_COLOURS.background}" stroke-width="1.5"/>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}
