import type { Page } from '@playwright/test';

// A photo for the e2e specs, drawn in the page and encoded by the browser as a camera's JPEG would be: plain, in one
// colour (two devices' photos told apart), or blocks of colour (a picture that compresses like a real one).

export interface DrawnJpeg {
  readonly width: number;
  readonly height: number;
  /** The encoder's quality; the browser's default when not given. */
  readonly quality?: number;
  /** One colour over the whole picture, or `count` blocks of `size`, bright or in rock's greys and browns. */
  readonly paint:
    | { readonly fill: string }
    | {
        readonly blocks: number;
        readonly size: readonly [number, number];
        readonly palette: 'bright' | 'rock';
      };
}

/**
 * Draws and encodes the picture, in the page: it uses nothing outside itself, so any engine's driver can run it
 * (Playwright here, puppeteer in the Firefox run). Its bytes, as numbers.
 */
export async function drawJpegInPage({ width, height, quality, paint }: DrawnJpeg): Promise<number[]> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  if ('fill' in paint) {
    context.fillStyle = paint.fill;
    context.fillRect(0, 0, width, height);
  } else {
    for (let i = 0; i < paint.blocks; i++) {
      context.fillStyle =
        paint.palette === 'rock'
          ? `hsl(${20 + ((i * 7) % 20)} ${10 + ((i * 13) % 30)}% ${25 + ((i * 11) % 40)}%)`
          : `hsl(${(i * 37) % 360} 60% 50%)`;
      context.fillRect((i * 131) % width, (i * 97) % height, paint.size[0], paint.size[1]);
    }
  }
  const blob = await canvas.convertToBlob(
    quality === undefined ? { type: 'image/jpeg' } : { type: 'image/jpeg', quality },
  );
  return [...new Uint8Array(await blob.arrayBuffer())];
}

/** The JPEG's bytes. */
export async function drawnJpeg(page: Page, drawing: DrawnJpeg): Promise<Buffer> {
  return Buffer.from(await page.evaluate(drawJpegInPage, drawing));
}

/** A camera-sized picture in bright blocks (1600 × 1200). */
export const CAMERA_JPEG: DrawnJpeg = {
  width: 1600,
  height: 1200,
  quality: 0.9,
  paint: { blocks: 30, size: [500, 300], palette: 'bright' },
};
