import { describe, expect, it } from 'vitest';
import { createPhotoPlaces, FIX_MAX_AGE_MS } from './photo-place.ts';

// The browser's Geolocation, asked as a photo comes (decision 0063): a fix is kept a minute, a refusal for good.

type Answer = { ok: { latitude: number; longitude: number; accuracy: number } } | { error: 1 | 2 | 3 };

function fakeLocator(answers: Answer[]) {
  let asked = 0;
  const locator = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      const answer = answers[asked++];
      if (answer === undefined) throw new Error('asked once too often');
      if ('ok' in answer) success({ coords: answer.ok } as GeolocationPosition);
      else
        failure?.({
          code: answer.error,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
    },
  };
  return { locator, asked: () => asked };
}

const fix = { latitude: -23.36, longitude: 119.73, accuracy: 8 };

describe('photo places', () => {
  it('asks for a fix, then gives it with the photos of the next minute without asking again', async () => {
    let clock = 1_000;
    const { locator, asked } = fakeLocator([{ ok: fix }, { ok: fix }]);
    const places = createPhotoPlaces(locator, () => clock);
    const first = places.placeNow();
    expect(first.known).toBeUndefined();
    expect(await first.later).toEqual(fix);
    clock += FIX_MAX_AGE_MS;
    expect(places.placeNow().known).toEqual(fix);
    expect(asked()).toBe(1);
    clock += 1;
    expect(places.placeNow().known).toBeUndefined();
    expect(asked()).toBe(2);
  });

  it('never asks again once the inspector said no', async () => {
    const { locator, asked } = fakeLocator([{ error: 1 }]);
    const places = createPhotoPlaces(locator);
    expect(await places.placeNow().later).toBeUndefined();
    expect(await places.placeNow().later).toBeUndefined();
    expect(asked()).toBe(1);
  });

  it('tries again for the next photo after no fix came in time', async () => {
    const { locator, asked } = fakeLocator([{ error: 3 }, { ok: fix }]);
    const places = createPhotoPlaces(locator);
    expect(await places.placeNow().later).toBeUndefined();
    expect(await places.placeNow().later).toEqual(fix);
    expect(asked()).toBe(2);
  });

  it('gives no place where the browser has no Geolocation', async () => {
    expect(await createPhotoPlaces(undefined).placeNow().later).toBeUndefined();
  });
});
