import { MarkupLayers, type MarkupDrawing, type Surface } from './markup-layers.ts';

// Issue 54: the markup editor's drawing area, drawn here rather than on the page's thread: a canvas drawn on the page
// is copied out by that thread at every frame it changes (tens of ms for a tablet-sized canvas at 4× CPU), which is
// what made the first drag a long task. The page sends the finger's points; this worker draws and shows them.

let layers: MarkupLayers | undefined;
const nextFrame = (draw: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(draw) : setTimeout(draw, 16);

self.onmessage = (event: MessageEvent<{ canvas: OffscreenCanvas } | MarkupDrawing>) => {
  const message = event.data;
  if ('canvas' in message) {
    layers = new MarkupLayers(
      message.canvas as Surface,
      () => new OffscreenCanvas(1, 1) as Surface,
      nextFrame,
    );
    return;
  }
  layers?.take(message);
};
