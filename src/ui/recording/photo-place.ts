import type { PhotoPlace } from '../../rules/index.ts';

// Where a photo was taken (decision 0063): the browser's Geolocation, asked when a photo comes, never waited for.
// The browser asks the inspector once and remembers the answer; a refusal here means no more asking this session.
// A fix already in hand goes with the photo; one still coming is added when it comes; none: the photo has no place.

/** How long a fix is waited for once allowed (the photo itself is stored meanwhile). */
export const FIX_TIMEOUT_MS = 5000;
/** A fix this recent is where the next photo is taken too (the inspector stands at the same machine). */
export const FIX_MAX_AGE_MS = 60_000;

export interface PlaceNow {
  /** A recent fix, to store with the photo. */
  readonly known: PhotoPlace | undefined;
  /** The fix being asked for when none is known: it settles within the timeout, undefined without one. */
  readonly later: Promise<PhotoPlace | undefined>;
}

type Locator = Pick<Geolocation, 'getCurrentPosition'>;

export function createPhotoPlaces(
  locator: Locator | undefined = globalThis.navigator?.geolocation,
  now: () => number = Date.now,
) {
  let refused = false;
  let recent: { place: PhotoPlace; at: number } | undefined;
  let asking: Promise<PhotoPlace | undefined> | undefined;

  const ask = (): Promise<PhotoPlace | undefined> => {
    if (!locator || refused) return Promise.resolve(undefined);
    asking ??= new Promise<PhotoPlace | undefined>((resolve) => {
      locator.getCurrentPosition(
        ({ coords }) => {
          const place = { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
          recent = { place, at: now() };
          resolve(place);
        },
        (error) => {
          if (error.code === error.PERMISSION_DENIED) refused = true;
          resolve(undefined);
        },
        { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: FIX_MAX_AGE_MS },
      );
    }).finally(() => {
      asking = undefined;
    });
    return asking;
  };

  return {
    /** Where the photo coming now was taken: a recent fix, or the one being asked for. */
    placeNow(): PlaceNow {
      if (recent && now() - recent.at <= FIX_MAX_AGE_MS) {
        return { known: recent.place, later: Promise.resolve(recent.place) };
      }
      return { known: undefined, later: ask() };
    },
  };
}

/** The page's one: the browser's answer and the last fix hold for every photo field. */
export const photoPlaces = createPhotoPlaces();
