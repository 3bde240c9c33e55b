import { describe, expect, it } from 'vitest';
import { reviewGaps, reviewSections, type ReviewInput } from './review-sections.ts';

const context = { hasAsset: true, isYard: false, hasUndercarriage: true, hasBucket: false };
const input = (values: ReviewInput['values'], more: Partial<ReviewInput> = {}): ReviewInput => ({
  values,
  context,
  model: {},
  ...more,
});

describe('reviewSections', () => {
  it('lists every section of the contents in order, each not started with what is missing', () => {
    const sections = reviewSections(input({}));
    expect(sections.map((s) => [s.key, s.path, s.status])).toEqual([
      ['lockOn', 'asset/lock-on', 'notStarted'],
      ['machinePhoto', 'asset/machine-photo', 'notStarted'],
      ['operation', 'asset/operating-hours', 'notStarted'],
      ['undercarriage', 'undercarriage', 'notStarted'],
      ['lockOff', 'asset/lock-off', 'notStarted'],
      ['summary', 'asset/executive-summary', 'notStarted'],
    ]);
    expect(sections[0]?.missing).toEqual([
      'Locked on: not yes',
      'Customer notified: not yes',
      'Not marked as complete',
    ]);
    expect(sections[3]?.missing[0]).toBe(
      'Left Side: Side Frame, Shoes Pitch Extension, Shoes Roller Path, Shoes Drive Lug, Drive Tumbler Drive Lug, Drive Tumbler Engagement',
    );
  });

  it('says nothing is missing once a section is complete, and only names the gaps', () => {
    const sections = reviewSections(
      input({
        'LockOn.LockedOn': 'true',
        'LockOn.NotifiedCustomer': 'true',
        'LockOn.Completed': '2026-11-01T08:00:00Z',
        'ExecutiveSummary.Comments': 'Tracks fine',
        'Operation.TotalMachineHours': '12000',
      }),
    );
    const byKey = Object.fromEntries(sections.map((s) => [s.key, s]));
    expect(byKey.lockOn?.missing).toEqual([]);
    expect(byKey.summary?.status).toBe('completed');
    expect(byKey.operation?.status).toBe('completed');
    expect(reviewGaps(sections).map((s) => s.title)).toEqual(['Machine Photo', 'Undercarriage', 'Lock Off']);
  });

  it('leaves out what the inspection cannot have: no asset, a yard, the bucket only when there is one', () => {
    const yard = reviewSections(
      input({}, { context: { hasAsset: false, isYard: true, hasUndercarriage: false, hasBucket: false } }),
    );
    expect(yard.map((s) => s.key)).toEqual(['lockOn', 'lockOff', 'summary']);
    const withBucket = reviewSections(
      input(
        { 'Bucket.Specifications.SerialNumber': 'B-1' },
        { context: { ...context, hasBucket: true }, bucketPath: 'bucket/b1' },
      ),
    );
    expect(withBucket.find((s) => s.key === 'bucket')).toMatchObject({
      path: 'bucket/b1',
      status: 'inProgress',
      missing: ['Specifications not complete', 'Summary not complete'],
    });
    const marked = reviewSections(
      input(
        { 'Bucket.Summary.Completed': '2024-05-01T10:00:00Z' },
        { context: { ...context, hasBucket: true }, bucketPath: 'bucket/b1' },
      ),
    );
    // The bucket's own menu's rule: a marked summary over empty specifications is not a complete bucket.
    expect(marked.find((s) => s.key === 'bucket')).toMatchObject({
      status: 'inProgress',
      missing: ['Specifications not complete'],
    });
  });
});
