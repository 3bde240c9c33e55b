import { describe, it, expect } from 'vitest';
import * as enums from './enums.ts';
import * as constants from './constants.ts';

describe('enums (recording spec §3)', () => {
  it('has the spec values', () => {
    expect(enums.DataType).toEqual({ string: 1, number: 2, date: 3, image: 4, boolean: 5 });
    expect(enums.DataLevel).toEqual({ asset: 1, equipment: 2, equipmentPart: 3, mineLocation: 4 });
    expect(enums.CompletionStatus).toEqual({ notStarted: 0, inProgress: 1, completed: 2 });
    expect(enums.EQUIPMENT_TYPES).toEqual([
      'Bucket',
      'Machine',
      'Undercarriage',
      'Wear Plate',
      'Heel Shroud',
    ]);
    expect(enums.UNDERCARRIAGE_PART_CATEGORIES).toEqual([
      'Drive Lug',
      'Pitch Extension',
      'Roller Path',
      'Front Idler',
      'Rear Idler',
      'Tumbler Engagement',
      'Side Frame',
    ]);
    expect(enums.ACTION_STATUS_NAMES).toEqual([
      'MonitorMaintenance',
      'NoAction',
      'NoActionOk',
      'ChangeoutImmediately',
      'ScheduleChangeout',
      'NoMeasurements',
      'InvalidMeasurements',
    ]);
    expect(enums.ITEM_STATUSES).toEqual(['notStarted', 'inProgress', 'completed']);
    expect(enums.VISUAL_CONDITIONS).toEqual(['Good', 'Monitor', 'Changeout']);
    expect(enums.DEFAULT_VISUAL_CONDITION).toBe('Good');
    expect(enums.YES_NO).toEqual(['YES', 'NO']);
    expect(enums.DEFAULT_YES_NO).toBe('NO');
    expect(enums.ValidationCode).toEqual({
      InvalidInput: 'InvalidInput',
      BelowOrEqualZero: 'BelowOrEqualZero',
    });
    expect(enums.REPORT_TYPES).toEqual(['UndercarriageInspection', 'BucketInspection']);
    expect(enums.ASSET_TYPES).toEqual(['ERS', 'HEX']);
    expect(enums.SideLocationId).toEqual({ Left: 1, Right: 2 });
    expect(enums.SIDE_EQUIPMENT_NAMES).toEqual({ Left: 'Left Side', Right: 'Right Side' });
    expect(enums.TOAST_TYPES).toEqual(['alert', 'success', 'warning']);
    expect(enums.DEFAULT_INSPECTION_CATEGORY).toBe('All Categories');
    expect(enums.DEFAULT_INSPECTION_TYPE).toBe('AllTypes');
    expect(enums.completionStatusName(0)).toBe('notStarted');
    expect(enums.completionStatusName(1)).toBe('inProgress');
  });
});

describe('business constants (shell spec §9, recording spec §9)', () => {
  it('has the spec numbers and texts', () => {
    expect(constants).toMatchObject({
      DEFAULT_SHOES_PER_SIDE: 5,
      PITCH_GAUGE_UNIT_ID: 15,
      MIN_ACTION_STATUS_PERCENT: 0,
      MAX_ACTION_STATUS_PERCENT: 250,
      DEFAULT_RANGE_MAX: 100,
      TEXT_CONTRAST_LUMINANCE: 0.5,
      VALIDATION_MESSAGE_MS: 1500,
      TOAST_DURATION_MS: 1500,
      VALIDATION_TOAST_DURATION_MS: 2100,
      MISSING_ID: -1,
      DEFAULT_MACHINE_HOURS: -1,
      TOKEN_REFRESH_LEAD_MS: 300000,
      TOKEN_FALLBACK_REFRESH_MS: 600000,
      TOKEN_RETRY_AFTER_ERROR_MS: 300000,
      NO_CONDITION_RESULTS: 'No condition results available',
      NO_HISTORY: 'No history available',
      NO_RESULTS: 'No results found',
      ACTION_STATUS_FAILED: 'An error occurred',
      NO_ACTION_STATUS: 'No action status or condition results available',
    });
  });
});
