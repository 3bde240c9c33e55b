import { drawMarks, strokeMark, type MarkColour, type MarkPoint, type PhotoMark } from '../../rules/index.ts';

// Issue 54: the markup editor's drawing, kept off the page's thread where the browser allows it
// (markup-canvas-worker.ts) and drawn a little at a time: the marks already made are drawn once, on a layer of their
// own, when they change; a circle or arrow being dragged is the only mark drawn again at each frame; a pen stroke adds
// only its new segment. Each frame shows the layers over one another.

/** What the editor tells its drawing, as the finger moves and the marks change. */
export type MarkupDrawing =
  /** The drawing area's size in pixels (its size on screen times the screen's density). */
  | { readonly kind: 'size'; readonly width: number; readonly height: number }
  /** The marks made: drawn on their layer; what was being drawn is now one of them, or was dropped. */
  | { readonly kind: 'marks'; readonly marks: readonly PhotoMark[] }
  /** The circle or arrow being dragged (undefined: none now). */
  | { readonly kind: 'shape'; readonly mark: PhotoMark | undefined }
  /** Points of the pen stroke being drawn, after the ones sent before (`start`: a new stroke). */
  | {
      readonly kind: 'pen';
      readonly colour: MarkColour;
      readonly points: readonly MarkPoint[];
      readonly start: boolean;
    };

/** A canvas the layers draw on: the page's own, or an OffscreenCanvas in the worker. */
export interface Surface {
  width: number;
  height: number;
  getContext(kind: '2d'): Layer2d | null;
}
type Layer2d = Pick<CanvasRenderingContext2D, 'clearRect'> &
  Parameters<typeof drawMarks>[0] & {
    drawImage(image: never, x: number, y: number): void;
  };

export class MarkupLayers {
  private readonly made: Surface;
  private readonly penEdges: Surface;
  private readonly penColours: Surface;
  private marks: readonly PhotoMark[] = [];
  private shape: PhotoMark | undefined;
  private pen: { colour: MarkColour; points: MarkPoint[] } | undefined;
  private framePending = false;

  private readonly shown: Surface;
  private readonly nextFrame: (draw: () => void) => void;

  constructor(shown: Surface, makeSurface: () => Surface, nextFrame: (draw: () => void) => void) {
    this.shown = shown;
    this.nextFrame = nextFrame;
    this.made = makeSurface();
    this.penEdges = makeSurface();
    this.penColours = makeSurface();
  }

  take(message: MarkupDrawing): void {
    if (message.kind === 'size') {
      for (const surface of [this.shown, this.made, this.penEdges, this.penColours]) {
        surface.width = message.width;
        surface.height = message.height;
      }
      this.drawMade();
      this.drawPen(this.pen?.points ?? [], undefined);
    } else if (message.kind === 'marks') {
      this.marks = message.marks;
      this.shape = undefined;
      this.pen = undefined;
      this.drawMade();
      this.clear(this.penEdges);
      this.clear(this.penColours);
    } else if (message.kind === 'shape') {
      this.shape = message.mark;
    } else {
      if (message.start || !this.pen) {
        this.pen = { colour: message.colour, points: [] };
        this.clear(this.penEdges);
        this.clear(this.penColours);
      }
      const last = this.pen.points.at(-1);
      this.pen.points.push(...message.points);
      this.drawPen(message.points, last);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.framePending) return;
    this.framePending = true;
    this.nextFrame(() => {
      this.framePending = false;
      this.compose();
    });
  }

  private compose(): void {
    const context = this.shown.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, this.shown.width, this.shown.height);
    context.drawImage(this.made as never, 0, 0);
    if (this.pen) {
      context.drawImage(this.penEdges as never, 0, 0);
      context.drawImage(this.penColours as never, 0, 0);
    }
    if (this.shape) drawMarks(context, [this.shape], this.shown.width, this.shown.height);
  }

  private drawMade(): void {
    const context = this.clear(this.made);
    if (context) drawMarks(context, this.marks, this.made.width, this.made.height);
  }

  /** The pen's new points, from the last one drawn before them: every edge under every colour, joint after joint. */
  private drawPen(points: readonly MarkPoint[], from: MarkPoint | undefined): void {
    if (!this.pen || points.length === 0) return;
    const stroke = {
      kind: 'pen',
      colour: this.pen.colour,
      points: from ? [from, ...points] : points,
    } as const;
    const edges = this.penEdges.getContext('2d');
    const colours = this.penColours.getContext('2d');
    if (edges) strokeMark(edges, stroke, 'edge', this.penEdges.width, this.penEdges.height);
    if (colours) strokeMark(colours, stroke, 'colour', this.penColours.width, this.penColours.height);
  }

  private clear(surface: Surface): Layer2d | null {
    const context = surface.getContext('2d');
    context?.clearRect(0, 0, surface.width, surface.height);
    return context;
  }
}
