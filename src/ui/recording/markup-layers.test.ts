import { describe, expect, it } from 'vitest';
import type { PhotoMark } from '../../rules/index.ts';
import { MarkupLayers, type Surface } from './markup-layers.ts';

// Issue 54: what the markup editor's drawing does per pointer event, on canvases that note what is drawn on them.

interface Noted {
  surface: Surface;
  /** Each stroke: the points of its path (x, y in pixels) and its style. */
  strokes: { points: number[][]; style: string; width: number }[];
  ellipses: number;
  clears: number;
  images: number;
}

function notingSurface(): Noted {
  const noted: Noted = { surface: undefined as never, strokes: [], ellipses: 0, clears: 0, images: 0 };
  let path: number[][] = [];
  const context = {
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    font: '',
    textBaseline: 'alphabetic',
    beginPath: () => (path = []),
    moveTo: (x: number, y: number) => path.push([x, y]),
    lineTo: (x: number, y: number) => path.push([x, y]),
    ellipse: () => (noted.ellipses += 1),
    stroke: () =>
      noted.strokes.push({ points: path, style: String(context.strokeStyle), width: context.lineWidth }),
    strokeText: () => undefined,
    fillText: () => undefined,
    clearRect: () => (noted.clears += 1),
    drawImage: () => (noted.images += 1),
  };
  noted.surface = { width: 1, height: 1, getContext: () => context as never };
  return noted;
}

function setUp() {
  const shown = notingSurface();
  const layers: Noted[] = [];
  const frames: (() => void)[] = [];
  const drawing = new MarkupLayers(
    shown.surface,
    () => {
      const layer = notingSurface();
      layers.push(layer);
      return layer.surface;
    },
    (draw) => frames.push(draw),
  );
  drawing.take({ kind: 'size', width: 400, height: 200 });
  const [made, edges, colours] = layers as [Noted, Noted, Noted];
  const frame = () => frames.splice(0).forEach((draw) => draw());
  return { drawing, shown, made, edges, colours, frame };
}

describe('the markup drawing, as a finger moves', () => {
  it('draws a pen stroke by its new segment only, each edge on its layer under each colour on its own', () => {
    const { drawing, edges, colours } = setUp();
    drawing.take({ kind: 'pen', colour: 'magenta', points: [[0.1, 0.5]], start: true });
    drawing.take({ kind: 'pen', colour: 'magenta', points: [[0.2, 0.5]], start: false });
    drawing.take({ kind: 'pen', colour: 'magenta', points: [[0.3, 0.5]], start: false });
    // 400 × 200 px: a tap's dot, then 40 → 80 px, then 80 → 120 px; never the whole stroke again.
    expect(colours.strokes.map((s) => s.points)).toEqual([
      [
        [40, 100],
        [40, 100],
      ],
      [
        [40, 100],
        [80, 100],
      ],
      [
        [80, 100],
        [120, 100],
      ],
    ]);
    expect(colours.strokes.every((s) => s.style === '#ff00e6')).toBe(true);
    expect(edges.strokes.map((s) => s.points)).toEqual(colours.strokes.map((s) => s.points));
    expect(edges.strokes.every((s) => s.style === 'rgba(0, 0, 0, 0.75)')).toBe(true);
  });

  it('shows a dragged circle over the marks made, without drawing the marks made again', () => {
    const { drawing, shown, made, frame } = setUp();
    const arrow: PhotoMark = { kind: 'arrow', colour: 'cyan', from: [0.9, 0.9], to: [0.5, 0.5] };
    drawing.take({ kind: 'marks', marks: [arrow] });
    const madeStrokes = made.strokes.length;
    for (const to of [0.2, 0.3, 0.4] as const) {
      drawing.take({
        kind: 'shape',
        mark: { kind: 'circle', colour: 'magenta', from: [0.1, 0.1], to: [to, to] },
      });
      frame();
    }
    expect(made.strokes).toHaveLength(madeStrokes);
    // Each frame: the made layer laid on, and the circle (its edge and its colour) drawn over it.
    expect(shown.ellipses).toBe(3 * 2);
    expect(shown.images).toBe(3);
  });

  it('draws the marks made again when they change, and a finished stroke leaves its own layers', () => {
    const { drawing, made, colours, frame, shown } = setUp();
    drawing.take({ kind: 'pen', colour: 'cyan', points: [[0.1, 0.1]], start: true });
    const pen: PhotoMark = { kind: 'pen', colour: 'cyan', points: [[0.1, 0.1]] };
    drawing.take({ kind: 'marks', marks: [pen] });
    frame();
    expect(made.strokes.map((s) => s.points)).toEqual([
      [
        [40, 20],
        [40, 20],
      ],
      [
        [40, 20],
        [40, 20],
      ],
    ]);
    expect(colours.clears).toBeGreaterThan(0);
    // Only the made layer is laid on: the pen's layers are no longer shown.
    expect(shown.images).toBe(1);
  });
});
