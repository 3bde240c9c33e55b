import { describe, expect, it } from 'vitest';
import {
  arrowHead,
  drawMarks,
  markFontSize,
  markLineWidth,
  type MarkContext,
  type PhotoMark,
} from './photo-marks.ts';

// Decision 0062: the marks drawn on a photo, the same in the editor and in the photo worker. Expected figures are
// worked out by hand from the rules (line 0.7 % of the long side, letters 4.5 %, arrow head at 28°).

/** A 2D context that writes down what it is asked to draw, with the style in force at each stroke. */
function recordingContext(): MarkContext & { readonly calls: string[] } {
  const calls: string[] = [];
  const context = {
    calls,
    strokeStyle: '' as MarkContext['strokeStyle'],
    fillStyle: '' as MarkContext['fillStyle'],
    lineWidth: 1,
    lineCap: 'butt' as CanvasLineCap,
    lineJoin: 'miter' as CanvasLineJoin,
    font: '',
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x.toFixed(1)} ${y.toFixed(1)}`),
    lineTo: (x: number, y: number) => calls.push(`lineTo ${x.toFixed(1)} ${y.toFixed(1)}`),
    ellipse: (x: number, y: number, rx: number, ry: number, _r: number, start: number, end: number) =>
      calls.push(`ellipse ${x} ${y} ${rx} ${ry} ${start} ${end.toFixed(4)}`),
    stroke: () => calls.push(`stroke ${String(context.strokeStyle)} ${context.lineWidth}`),
    strokeText: (text: string, x: number, y: number) =>
      calls.push(`strokeText ${text} ${x} ${y} ${String(context.strokeStyle)} ${context.lineWidth}`),
    fillText: (text: string, x: number, y: number) =>
      calls.push(`fillText ${text} ${x} ${y} ${String(context.fillStyle)} ${context.font}`),
  };
  return context;
}

describe('sizes of a mark', () => {
  it('draws lines at 0.7 % of the long side, never under 3 px', () => {
    expect(markLineWidth(1600, 1200)).toBe(11); // 1600 × 0.007 = 11.2
    expect(markLineWidth(1200, 1600)).toBe(11);
    expect(markLineWidth(200, 100)).toBe(3); // 1.4, raised to 3
  });

  it('writes labels at 4.5 % of the long side, never under 14 px', () => {
    expect(markFontSize(1600, 1200)).toBe(72);
    expect(markFontSize(200, 100)).toBe(14); // 9, raised to 14
  });
});

describe('an arrow head', () => {
  it('has two strokes of the head length at 28° either side of a long shaft', () => {
    // cos 28° = 0.88295, sin 28° = 0.46947: 20 × those = 17.659, 9.389.
    const [a, b] = arrowHead([0, 0], [100, 0], 20);
    expect(a[0]).toBeCloseTo(82.341, 3);
    expect(a[1]).toBeCloseTo(-9.389, 3);
    expect(b[0]).toBeCloseTo(82.341, 3);
    expect(b[1]).toBeCloseTo(9.389, 3);
  });

  it('is shortened on a short shaft: a quarter of it plus half the head length', () => {
    // Shaft 8: min(20, 8 / 4 + 10) = 12; 12 × cos 28° = 10.595, 12 × sin 28° = 5.634.
    const [a] = arrowHead([0, 0], [8, 0], 20);
    expect(a[0]).toBeCloseTo(-2.595, 3);
    expect(a[1]).toBeCloseTo(-5.634, 3);
  });
});

describe('drawMarks on a 200 × 100 picture', () => {
  const draw = (...marks: PhotoMark[]) => {
    const context = recordingContext();
    drawMarks(context, marks, 200, 100);
    return context;
  };
  const EDGE = 'rgba(0, 0, 0, 0.75)';

  it('draws a label with its dark edge under it, in its colour, at its place', () => {
    const context = draw({ kind: 'label', colour: 'magenta', at: [0.5, 0.5], text: 'crack' });
    expect(context.calls).toEqual([
      `strokeText crack 100 50 ${EDGE} 3`,
      'fillText crack 100 50 #ff00e6 bold 14px system-ui, sans-serif',
    ]);
    expect(context.textBaseline).toBe('middle');
  });

  it('draws a circle as the ellipse inside the box dragged, twice: the edge wider, then the colour', () => {
    const context = draw({ kind: 'circle', colour: 'cyan', from: [0.75, 0.75], to: [0.25, 0.25] });
    const ellipse = `ellipse 100 50 50 25 0 ${(2 * Math.PI).toFixed(4)}`;
    expect(context.calls).toEqual([
      'beginPath',
      ellipse,
      `stroke ${EDGE} 5.4`,
      'beginPath',
      ellipse,
      'stroke #00e5ff 3',
    ]);
    expect([context.lineCap, context.lineJoin]).toEqual(['round', 'round']);
  });

  it('draws a pen stroke through its points, and a tap as a dot', () => {
    const stroke = draw({
      kind: 'pen',
      colour: 'magenta',
      points: [
        [0, 0],
        [0.5, 0.5],
        [1, 1],
      ],
    });
    expect(stroke.calls.slice(0, 4)).toEqual([
      'beginPath',
      'moveTo 0.0 0.0',
      'lineTo 100.0 50.0',
      'lineTo 200.0 100.0',
    ]);
    const dot = draw({ kind: 'pen', colour: 'magenta', points: [[0.1, 0.2]] });
    expect(dot.calls.slice(0, 3)).toEqual(['beginPath', 'moveTo 20.0 20.0', 'lineTo 20.0 20.0']);
  });

  it('draws nothing of a pen mark without points, but still closes its strokes', () => {
    const context = draw({ kind: 'pen', colour: 'magenta', points: [] });
    expect(context.calls).toEqual(['beginPath', `stroke ${EDGE} 5.4`, 'beginPath', 'stroke #ff00e6 3']);
  });

  it('draws an arrow as its shaft to the point, then two head strokes from the point', () => {
    // Shaft (0,50) → (200,50) = 200 px, head min(3 × 5 = 15, 200 / 4 + 7.5) = 15: 15 × cos 28° = 13.2, × sin = 7.0.
    const context = draw({ kind: 'arrow', colour: 'magenta', from: [0, 0.5], to: [1, 0.5] });
    expect(context.calls.slice(0, 7)).toEqual([
      'beginPath',
      'moveTo 0.0 50.0',
      'lineTo 200.0 50.0',
      'moveTo 200.0 50.0',
      'lineTo 186.8 43.0',
      'moveTo 200.0 50.0',
      'lineTo 186.8 57.0',
    ]);
  });
});
