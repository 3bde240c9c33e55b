import { describe, expect, it } from 'vitest';
import {
  captionProblem,
  CAPTION_MAX_LENGTH,
  formatPlace,
  formatTaken,
  parsePhotoFacts,
  photoFactsLine,
  photoFactsValue,
  takenAt,
} from './photo-facts.ts';

describe('formatPlace', () => {
  it('writes the issue example: south and east, two decimals, whole metres', () => {
    expect(formatPlace({ latitude: -23.3612, longitude: 119.7318, accuracy: 8 })).toBe(
      '23.36° S, 119.73° E ±8 m',
    );
  });

  it('names north and west from the signs', () => {
    expect(formatPlace({ latitude: 51.5074, longitude: -0.1278, accuracy: 12 })).toBe(
      '51.51° N, 0.13° W ±12 m',
    );
  });

  it('rounds the degrees to two decimals, half up', () => {
    expect(formatPlace({ latitude: -23.366, longitude: 119.734, accuracy: 3 })).toBe(
      '23.37° S, 119.73° E ±3 m',
    );
  });

  it('puts a value that rounds to zero on the line, without a south or west', () => {
    expect(formatPlace({ latitude: -0.004, longitude: -0.001, accuracy: 5 })).toBe('0.00° N, 0.00° E ±5 m');
  });

  it('rounds the accuracy to whole metres and groups thousands', () => {
    expect(formatPlace({ latitude: 10, longitude: 20, accuracy: 8.4 })).toBe('10.00° N, 20.00° E ±8 m');
    expect(formatPlace({ latitude: 10, longitude: 20, accuracy: 8.6 })).toBe('10.00° N, 20.00° E ±9 m');
    expect(formatPlace({ latitude: 10, longitude: 20, accuracy: 1450 })).toBe('10.00° N, 20.00° E ±1,450 m');
  });

  it('writes the poles and the date line', () => {
    expect(formatPlace({ latitude: -90, longitude: 180, accuracy: 0 })).toBe('90.00° S, 180.00° E ±0 m');
  });
});

describe('formatTaken', () => {
  it('writes the wall-clock time as taken, whatever its offset', () => {
    expect(formatTaken('2026-12-03T08:34:12+08:00')).toBe('03 Dec 2026 08:34');
    expect(formatTaken('2026-12-03T08:34:59-05:30')).toBe('03 Dec 2026 08:34');
    expect(formatTaken('2026-01-09T23:05:00')).toBe('09 Jan 2026 23:05');
  });

  it('refuses what is not a time', () => {
    expect(formatTaken('2026-13-03T08:34:12')).toBeUndefined();
    expect(formatTaken('03/12/2026 08:34')).toBeUndefined();
  });
});

describe('photoFactsLine', () => {
  it('is the time then the place', () => {
    expect(
      photoFactsLine({
        taken: '2026-12-03T08:34:00+08:00',
        place: { latitude: -23.36, longitude: 119.73, accuracy: 8 },
      }),
    ).toBe('Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m');
  });

  it('is just the time without a place', () => {
    expect(photoFactsLine({ taken: '2026-12-03T08:34:00' })).toBe('Taken 03 Dec 2026 08:34');
  });

  it('is nothing for a photo recorded before facts were kept', () => {
    expect(photoFactsLine({})).toBeUndefined();
  });
});

describe('takenAt', () => {
  it('is the local time with its offset, which formatTaken writes back as the clock showed it', () => {
    const moment = new Date(2026, 11, 3, 8, 34, 5);
    const value = takenAt(moment);
    expect(value).toMatch(/^2026-12-03T08:34:05[+-]\d{2}:\d{2}$/);
    expect(formatTaken(value)).toBe('03 Dec 2026 08:34');
  });
});

describe('the stored value', () => {
  it('reads back what was written', () => {
    const facts = {
      photo: 'obs-1',
      caption: 'Crack at the weld',
      taken: '2026-12-03T08:34:00+08:00',
      place: { latitude: -23.36, longitude: 119.73, accuracy: 8 },
    };
    expect(parsePhotoFacts(photoFactsValue(facts))).toEqual(facts);
  });

  it('leaves out a part that is not valid and refuses what is not facts', () => {
    expect(
      parsePhotoFacts('{"photo":"p","taken":"yesterday","place":{"latitude":95,"longitude":0,"accuracy":1}}'),
    ).toEqual({ photo: 'p' });
    expect(parsePhotoFacts('not json')).toBeUndefined();
    expect(parsePhotoFacts('{"caption":"no photo"}')).toBeUndefined();
  });
});

describe('captionProblem', () => {
  it('keeps a caption up to its length and says why a longer one is refused', () => {
    expect(captionProblem('x'.repeat(CAPTION_MAX_LENGTH))).toBeUndefined();
    expect(captionProblem('x'.repeat(121))).toBe('A caption holds at most 120 characters; this one has 121');
  });
});
