import { describe, expect, it } from 'vitest';
import { parentPath } from './parent-path.ts';

describe('the screen above each screen of an inspection', () => {
  it('puts the basics, review, undercarriage and bucket right below the contents', () => {
    for (const path of [
      'asset/lock-on',
      'asset/machine-photo',
      'asset/operating-hours',
      'asset/lock-off',
      'asset/executive-summary',
      'review',
      'undercarriage',
      'bucket',
      'bucket/b1',
    ]) {
      expect(parentPath(path)).toBe('');
    }
  });

  it('climbs the undercarriage one level at a time', () => {
    expect(parentPath('submit')).toBe('review');
    expect(parentPath('undercarriage/left')).toBe('undercarriage');
    expect(parentPath('undercarriage/left/side-frame')).toBe('undercarriage/left');
    expect(parentPath('undercarriage/left/idler/front')).toBe('undercarriage/left');
    expect(parentPath('undercarriage/right/shoes/pitch-extension')).toBe('undercarriage/right');
    expect(parentPath('undercarriage/left/roller-assemblies/load-rollers')).toBe('undercarriage/left');
    expect(parentPath('undercarriage/left/roller-assemblies/load-rollers/p7/2')).toBe(
      'undercarriage/left/roller-assemblies/load-rollers',
    );
  });

  it('climbs the bucket one level at a time', () => {
    const b = 'bucket/b1';
    const get = `${b}/ground-engaging-tools`;
    const plates = `${b}/wear-kit/wear-plates`;
    const cases: [string, string][] = [
      [`${b}/specifications`, b],
      [`${b}/summary`, b],
      [`${b}/rotation/b2`, 'bucket'],
      [`${get}/summary`, b],
      [`${get}/multiSelect`, `${get}/summary`],
      [`${get}/part-types/Lip%20Shrouds`, `${get}/summary`],
      [`${get}/part-types/Lip%20Shrouds/summary`, `${get}/part-types/Lip%20Shrouds`],
      [`${get}/part-types/Lip%20Shrouds/p3`, `${get}/part-types/Lip%20Shrouds`],
      [`${b}/wear-kit/summary`, b],
      [`${b}/wear-kit/heel-shrouds`, `${b}/wear-kit/summary`],
      [`${plates}/summary`, `${b}/wear-kit/summary`],
      [`${plates}/locations/Floor`, `${plates}/summary`],
      [`${plates}/locations/Floor/summary`, `${plates}/locations/Floor`],
      [`${plates}/locations/Floor/locations/Front`, `${plates}/locations/Floor`],
    ];
    for (const [path, parent] of cases) expect(parentPath(path), path).toBe(parent);
  });

  it('has no single screen above the contents, the completed page, a new bucket or an unknown address', () => {
    for (const path of ['', 'complete', 'bucket/new-bucket', 'asset/lock-on/x', 'nowhere', 'bucket/b1/x'])
      expect(parentPath(path), path).toBeNull();
  });
});
