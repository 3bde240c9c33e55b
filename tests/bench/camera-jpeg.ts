import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { withExifOrientation } from '../support/exif.ts';

// Camera photos for the photo benchmark: 12 MP JPEGs (4000×3000 as the sensor stores them) of about 4 MB, each with
// an EXIF orientation of 6 (hold the tablet upright: shown turned a quarter clockwise, 3000×4000), drawn by the
// browser in a page of their own so the app's page does none of the work.

export const CAMERA_WIDTH = 4000;
export const CAMERA_HEIGHT = 3000;

/** `count` different camera JPEGs written to a temporary directory; resolves with their paths and sizes. */
export interface CameraJpegs {
  /** The temporary directory that holds them (the caller removes it). */
  readonly dir: string;
  readonly paths: readonly string[];
  readonly bytes: readonly number[];
}

export async function writeCameraJpegs(context: BrowserContext, count: number): Promise<CameraJpegs> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inspect-bench-photos-'));
  const page = await context.newPage();
  try {
    const paths: string[] = [];
    const bytes: number[] = [];
    for (let i = 0; i < count; i++) {
      const base64 = await page.evaluate(drawCameraJpeg, {
        seed: i + 1,
        width: CAMERA_WIDTH,
        height: CAMERA_HEIGHT,
      });
      const jpeg = withExifOrientation(new Uint8Array(Buffer.from(base64, 'base64')), 6);
      const file = path.join(dir, `camera-${i + 1}.jpg`);
      await writeFile(file, jpeg);
      paths.push(file);
      bytes.push(jpeg.length);
    }
    return { dir, paths, bytes };
  } finally {
    await page.close();
  }
}

/** In a page: a busy scene (shapes over a gradient, fine grain) as a JPEG at camera quality, in base64. */
async function drawCameraJpeg(options: { seed: number; width: number; height: number }): Promise<string> {
  const { width, height } = options;
  let state = options.seed * 2654435761;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${random() * 360} 40% 60%)`);
  gradient.addColorStop(1, `hsl(${random() * 360} 40% 30%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 400; i++) {
    context.fillStyle = `hsl(${random() * 360} ${30 + random() * 50}% ${20 + random() * 60}%)`;
    context.beginPath();
    context.arc(random() * width, random() * height, 20 + random() * 300, 0, 2 * Math.PI);
    context.fill();
  }
  // Grain as a camera sensor has: a tile of noise laid over the whole picture.
  const tile = 512;
  const noise = new ImageData(tile, tile);
  for (let p = 0; p < noise.data.length; p += 4) {
    const v = random() * 255;
    noise.data[p] = v;
    noise.data[p + 1] = v;
    noise.data[p + 2] = v;
    noise.data[p + 3] = 22;
  }
  const grain = new OffscreenCanvas(tile, tile);
  grain.getContext('2d')?.putImageData(noise, 0, 0);
  for (let y = 0; y < height; y += tile) {
    for (let x = 0; x < width; x += tile) context.drawImage(grain, x, y);
  }
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  const data = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < data.length; i += 0x8000)
    binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
  return btoa(binary);
}
