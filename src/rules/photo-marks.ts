// Issue 54: what an inspector draws on a photo (pen, circle, arrow, a short label) and how it is drawn. The editor
// draws the marks over the photo while the inspector works, and the photo worker draws the same marks, by the same
// function, into the saved picture: what was seen is what is kept. Positions are fractions of the picture's width
// and height, so the marks land in the same place on a 360 px screen and on the 1600 px stored photo.

/**
 * Fluorescent magenta: the one hue that neither rock (greys, browns, rust reds), steel (greys, blues), the yellow
 * of the machines nor daylight shows; a dark edge keeps it readable on bright sky and on wet black steel alike.
 * Cyan is the second, for a photo that is itself red or pink (hot metal, paint).
 */
export const MARK_COLOURS = { magenta: '#ff00e6', cyan: '#00e5ff' } as const;
export type MarkColour = keyof typeof MARK_COLOURS;
export const MARK_COLOUR_NAMES: readonly MarkColour[] = ['magenta', 'cyan'];
/** The dark edge drawn under every mark. */
export const MARK_EDGE = 'rgba(0, 0, 0, 0.75)';
/** A label is a few words ("crack", "missing tooth"), not a comment: the field's comments hold the rest. */
export const MARK_LABEL_MAX = 40;
/** A drawing of more marks or points is not what an inspector does; the worker refuses it. */
export const MARKS_MAX = 200;
export const PEN_POINTS_MAX = 2000;

/** A point on the picture: 0,0 is its top left corner, 1,1 its bottom right. */
export type MarkPoint = readonly [x: number, y: number];

export type PhotoMark =
  | { readonly kind: 'pen'; readonly colour: MarkColour; readonly points: readonly MarkPoint[] }
  /** The ellipse inside the box from one corner to the other, as the finger dragged across the thing to circle. */
  | { readonly kind: 'circle'; readonly colour: MarkColour; readonly from: MarkPoint; readonly to: MarkPoint }
  /** Dragged from its tail to the thing it points at: the head is at `to`. */
  | { readonly kind: 'arrow'; readonly colour: MarkColour; readonly from: MarkPoint; readonly to: MarkPoint }
  | { readonly kind: 'label'; readonly colour: MarkColour; readonly at: MarkPoint; readonly text: string };

export type MarkTool = PhotoMark['kind'];

/** What drawing needs of a 2D context: the page's canvas and the worker's OffscreenCanvas both have it. */
export interface MarkContext {
  strokeStyle: string | CanvasGradient | CanvasPattern;
  fillStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  font: string;
  textBaseline: CanvasTextBaseline;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number): void;
  stroke(): void;
  strokeText(text: string, x: number, y: number): void;
  fillText(text: string, x: number, y: number): void;
}

// decision 0062: The width of a mark's line on a picture of this size: about 0.7 % of its long side, never under 3 px.
export function markLineWidth(width: number, height: number): number {
  return Math.max(3, Math.round(Math.max(width, height) * 0.007));
}

// decision 0062: A label's letters: about 4.5 % of the long side (72 px on a 1600 px photo), never under 14 px.
export function markFontSize(width: number, height: number): number {
  return Math.max(14, Math.round(Math.max(width, height) * 0.045));
}

// decision 0062: The arrow's two head strokes at `to`: each a quarter of the shaft at most, at 28° either side of it.
export function arrowHead(from: MarkPoint, to: MarkPoint, headLength: number): [MarkPoint, MarkPoint] {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const shaft = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const length = Math.min(headLength, shaft / 4 + headLength / 2);
  const spread = (28 * Math.PI) / 180;
  const side = (turn: number): MarkPoint => [
    to[0] - length * Math.cos(angle + turn),
    to[1] - length * Math.sin(angle + turn),
  ];
  return [side(spread), side(-spread)];
}

// decision 0062: Draws the marks on a picture of `width` × `height` pixels, each with its dark edge under it.
export function drawMarks(
  context: MarkContext,
  marks: readonly PhotoMark[],
  width: number,
  height: number,
): void {
  for (const mark of marks) {
    if (mark.kind === 'label') {
      drawLabel(context, mark, width, height);
      continue;
    }
    strokeMark(context, mark, 'edge', width, height);
    strokeMark(context, mark, 'colour', width, height);
  }
}

function drawLabel(
  context: MarkContext,
  mark: Extract<PhotoMark, { kind: 'label' }>,
  width: number,
  height: number,
): void {
  const size = markFontSize(width, height);
  const [x, y] = [mark.at[0] * width, mark.at[1] * height];
  context.font = `bold ${size}px system-ui, sans-serif`;
  context.textBaseline = 'middle';
  context.strokeStyle = MARK_EDGE;
  context.lineWidth = Math.max(3, size / 6);
  context.strokeText(mark.text, x, y);
  context.fillStyle = MARK_COLOURS[mark.colour];
  context.fillText(mark.text, x, y);
}

// A pass apart, so the editor can draw a pen stroke a segment at a time, each pass on its own layer, and no segment's
// edge covers the colour. decision 0070: one pass of a line mark, its dark edge (first, wider) or its colour over it.
export function strokeMark(
  context: MarkContext,
  mark: Exclude<PhotoMark, { kind: 'label' }>,
  pass: 'edge' | 'colour',
  width: number,
  height: number,
): void {
  const line = markLineWidth(width, height);
  const at = (p: MarkPoint): MarkPoint => [p[0] * width, p[1] * height];
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.beginPath();
  if (mark.kind === 'pen') {
    const [first, ...rest] = mark.points.map(at);
    if (first) {
      context.moveTo(...first);
      // A tap is a dot: a line to itself draws the round cap.
      if (rest.length === 0) context.lineTo(...first);
      for (const p of rest) context.lineTo(...p);
    }
  } else if (mark.kind === 'circle') {
    const [x1, y1] = at(mark.from);
    const [x2, y2] = at(mark.to);
    context.ellipse(
      (x1 + x2) / 2,
      (y1 + y2) / 2,
      Math.abs(x2 - x1) / 2,
      Math.abs(y2 - y1) / 2,
      0,
      0,
      2 * Math.PI,
    );
  } else {
    const from = at(mark.from);
    const to = at(mark.to);
    context.moveTo(...from);
    context.lineTo(...to);
    for (const side of arrowHead(from, to, line * 5)) {
      context.moveTo(...to);
      context.lineTo(...side);
    }
  }
  context.strokeStyle = pass === 'edge' ? MARK_EDGE : MARK_COLOURS[mark.colour];
  context.lineWidth = pass === 'edge' ? line * 1.8 : line;
  context.stroke();
}
