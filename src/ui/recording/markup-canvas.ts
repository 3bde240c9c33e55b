import { MarkupLayers, type MarkupDrawing, type Surface } from './markup-layers.ts';

/** The editor's drawing area: told what to draw, drawn in its worker or, where it cannot be, on the page. */
export interface MarkupCanvas {
  send(message: MarkupDrawing): void;
  /** The editor let go of the area (drawing stops when nobody takes it back at once, as a dev re-mount does). */
  release(): void;
}

// A canvas hands its drawing to a worker once and for ever: a component mounted twice (React's strict mode) takes
// the same connection back rather than asking twice.
const connections = new WeakMap<
  HTMLCanvasElement,
  { canvas: MarkupCanvas; stop: () => void; timer?: number }
>();

export function markupCanvasOf(element: HTMLCanvasElement): MarkupCanvas {
  const known = connections.get(element);
  if (known) {
    clearTimeout(known.timer);
    return known.canvas;
  }
  const { send, stop } = connect(element);
  const entry: { canvas: MarkupCanvas; stop: () => void; timer?: number } = {
    canvas: {
      send,
      release: () => {
        entry.timer = window.setTimeout(() => {
          connections.delete(element);
          stop();
        });
      },
    },
    stop,
  };
  connections.set(element, entry);
  return entry.canvas;
}

function connect(element: HTMLCanvasElement): { send: (message: MarkupDrawing) => void; stop: () => void } {
  if (typeof element.transferControlToOffscreen === 'function' && typeof Worker === 'function') {
    const offscreen = element.transferControlToOffscreen();
    const worker = new Worker(new URL('./markup-canvas-worker.ts', import.meta.url), {
      type: 'module',
      name: 'markup-canvas',
    });
    worker.postMessage({ canvas: offscreen }, [offscreen]);
    return { send: (message) => worker.postMessage(message), stop: () => worker.terminate() };
  }
  // No OffscreenCanvas (an older browser): the same layers, on the page.
  const layers = new MarkupLayers(
    element as Surface,
    () => document.createElement('canvas') as Surface,
    (draw) => requestAnimationFrame(draw),
  );
  return { send: (message) => layers.take(message), stop: () => undefined };
}
