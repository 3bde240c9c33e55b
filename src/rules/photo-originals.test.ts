import { describe, expect, it } from 'vitest';
import { entryByIdentifier, isOriginalPhotoIdentifier } from './catalogue.ts';
import { DataType } from './enums.ts';
import { arrowHead, markFontSize, markLineWidth } from './photo-marks.ts';
import { markedUpFileName, originalFileName, originalPhotoIdentifier } from './photo-originals.ts';

describe('the original of a marked-up photo (decision 0062)', () => {
  it('is kept beside its field, in an image collection the screens and reports leave out', () => {
    expect(originalPhotoIdentifier('Bucket.Summary.Photos')).toBe('Bucket.Summary.OriginalPhotos');
    expect(originalPhotoIdentifier('MachinePhoto.CoverPhoto')).toBe('MachinePhoto.OriginalCoverPhoto');
    const kept = entryByIdentifier('Undercarriage.Right.SideFrame.OriginalPhotos');
    expect(kept).toMatchObject({ dataType: DataType.image, isCollection: true, screen: 'side-frame' });
    expect(isOriginalPhotoIdentifier('Undercarriage.Right.SideFrame.OriginalPhotos')).toBe(true);
    expect(isOriginalPhotoIdentifier('Undercarriage.Right.SideFrame.Photos')).toBe(false);
  });

  it('is named by the marked-up file, whatever its own name', () => {
    const marked = markedUpFileName('3f0c.jpg', '0a1b2c3d');
    expect(marked).toBe('3f0c.jpg.marked-0a1b2c3d.jpg');
    expect(originalFileName(marked)).toBe('3f0c.jpg');
    expect(originalFileName('a.png.marked-ffffffff.jpg')).toBe('a.png');
    expect(originalFileName('3f0c.jpg')).toBeUndefined();
    expect(() => markedUpFileName('a.jpg', 'xyz')).toThrow();
  });
});

describe('marks drawn on a photo', () => {
  it('are as thick and as large on a phone as on the stored photo, for its size', () => {
    // 0.7 % and 4.5 % of the long side: 1600 px -> 11.2 -> 11 and 72; 360 px -> 2.52 -> at least 3, 16.2 -> 16.
    expect(markLineWidth(1600, 1200)).toBe(11);
    expect(markFontSize(1200, 1600)).toBe(72);
    expect(markLineWidth(360, 270)).toBe(3);
    expect(markFontSize(360, 270)).toBe(16);
  });

  it("an arrow's head points back along its shaft, 28° either side", () => {
    // Shaft from (0,0) to (100,0): head strokes of 20 px end at 100 - 20·cos 28°, ±20·sin 28° = (82.34, ∓9.39).
    const [a, b] = arrowHead([0, 0], [100, 0], 20);
    expect(a[0]).toBeCloseTo(82.34, 2);
    expect(a[1]).toBeCloseTo(-9.39, 2);
    expect(b[0]).toBeCloseTo(82.34, 2);
    expect(b[1]).toBeCloseTo(9.39, 2);
  });
});
