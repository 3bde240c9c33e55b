import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

const uuid = '0b8c6c57-5d2f-4c59-9f0a-3f3b4c2b9e11';

describe('pageTitle', () => {
  it('names the shell screens', () => {
    expect(pageTitle('/')).toBe('Inspect');
    expect(pageTitle('/new-inspection')).toBe('Select Machine or Bucket · Inspect');
    expect(pageTitle('/history')).toBe('Inspections · Inspect');
    expect(pageTitle('/help-screen/Undercarriage/12')).toBe('Help · Inspect');
  });

  it('names an inspection and its screens, never by its id', () => {
    expect(pageTitle(`/inspections/${uuid}`)).toBe('Inspection · Inspect');
    expect(pageTitle(`/inspections/${uuid}/`)).toBe('Inspection · Inspect');
    expect(pageTitle(`/inspections/${uuid}/asset/operating-hours`)).toBe('Operation · Inspection · Inspect');
    expect(pageTitle(`/inspections/${uuid}/asset/lock-on`)).toBe('Lock On · Inspection · Inspect');
    expect(pageTitle(`/inspections/${uuid}/review`)).toBe('Review · Inspection · Inspect');
  });

  it('gives screens added later a readable title from their address', () => {
    expect(pageTitle(`/inspections/${uuid}/undercarriage/left/track-shoes`)).toBe(
      'Track shoes · Inspection · Inspect',
    );
    expect(pageTitle(`/inspections/${uuid}/bucket/${uuid}`)).toBe('Bucket · Inspection · Inspect');
    expect(pageTitle(`/inspections/${uuid}/bucket/${uuid}/wear-plates/42`)).toBe(
      'Wear plates · Inspection · Inspect',
    );
  });

  it('says when no screen answers', () => {
    expect(pageTitle(`/inspections/${uuid}/idler/middle`, true)).toBe('Page not found · Inspect');
  });

  it('never shows an id, even on an address it does not know', () => {
    expect(pageTitle(`/${uuid}`)).toBe('Inspect');
    expect(pageTitle('/%E0%A4%A')).toBe('%E0%A4%A · Inspect');
  });
});
