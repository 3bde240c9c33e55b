// recording spec §2 Shared UI: photo grid height steps: none, up to 3, up to 6, more than 6 scrolls.
export type PhotoGridStep = 'none' | 'one-row' | 'two-rows' | 'scroll';

export function photoGridStep(count: number): PhotoGridStep {
  if (count <= 0) return 'none';
  if (count <= 3) return 'one-row';
  if (count <= 6) return 'two-rows';
  return 'scroll';
}

/** recording spec §9: image zoom from 1× to 3×. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 0.5;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}
