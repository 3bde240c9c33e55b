// Catalogue entries of the inspection basics: lock on, lock off, machine photo, operation, executive summary (recording spec §2, §4, §5).
import { entry, type CatalogueEntry } from './catalogue-types.ts';
import { DataLevel, DataType, type Side } from './enums.ts';
import { PHOTO_FACTS } from './photo-facts.ts';

/** The identifiers of the basics, for the rules and screens that read them by name. */
export const LOCK_ON = {
  lockedOn: 'LockOn.LockedOn',
  notifiedCustomer: 'LockOn.NotifiedCustomer',
  lockOnTime: 'LockOn.LockOnTime',
  completed: 'LockOn.Completed',
} as const;

export const LOCK_OFF = {
  lockedOff: 'LockOff.LockedOff',
  notifiedCustomer: 'LockOff.NotifiedCustomer',
  completed: 'LockOff.Completed',
} as const;

export const MACHINE_PHOTO = {
  coverPhoto: 'MachinePhoto.CoverPhoto',
  hasPhoto: 'MachinePhoto.HasPhoto',
  completed: 'MachinePhoto.Completed',
} as const;

export const OPERATION = {
  totalMachineHours: 'Operation.TotalMachineHours',
  hoursBetweenInspections: 'Operation.HoursBetweenInspections',
  tonnage: 'Operation.Tonnage',
  bcm: 'Operation.Bcm',
  completed: 'Operation.Completed',
} as const;

// recording spec §4 and §5: the changeout box of one side's undercarriage: checked, date and hours
export function undercarriageChangeoutIds(side: Side): { checked: string; date: string; hours: string } {
  const base = `Operation.${side}UndercarriageChangeout`;
  return { checked: `${base}.Checked`, date: `${base}.Date`, hours: `${base}.Hours` };
}

export const EXECUTIVE_SUMMARY = {
  comments: 'ExecutiveSummary.Comments',
  completed: 'ExecutiveSummary.Completed',
} as const;

const { asset } = DataLevel;

function changeoutEntries(side: Side): CatalogueEntry[] {
  const ids = undercarriageChangeoutIds(side);
  const where = `Operation / ${side} Undercarriage Changeout`;
  return [
    entry(ids.checked, DataType.boolean, `${side} Undercarriage Changeout`, where, asset, 'operating-hours'),
    entry(ids.date, DataType.date, 'Changeout Date', where, asset, 'operating-hours'),
    entry(
      ids.hours,
      DataType.number,
      `${side} Undercarriage Changeout`,
      `${where} / Hours`,
      asset,
      'operating-hours',
      {
        unit: 'h',
      },
    ),
  ];
}

// recording spec §2 Lock On, Lock Off, Operation hours, Machine photo and Inspection Summary: their fields
export function basicsCatalogue(): CatalogueEntry[] {
  return [
    entry(LOCK_ON.lockedOn, DataType.boolean, 'Locked On', 'Lock On', asset, 'lock-on'),
    entry(LOCK_ON.notifiedCustomer, DataType.boolean, 'Notified Customer', 'Lock On', asset, 'lock-on'),
    entry(LOCK_ON.lockOnTime, DataType.date, 'Lock-On Time', 'Lock On', asset, 'lock-on'),
    entry(LOCK_ON.completed, DataType.date, 'Completed', 'Lock On', asset, 'lock-on'),
    entry(LOCK_OFF.lockedOff, DataType.boolean, 'Locked Off', 'Lock Off', asset, 'lock-off'),
    entry(LOCK_OFF.notifiedCustomer, DataType.boolean, 'Notified Customer', 'Lock Off', asset, 'lock-off'),
    entry(LOCK_OFF.completed, DataType.date, 'Completed', 'Lock Off', asset, 'lock-off'),
    entry(MACHINE_PHOTO.coverPhoto, DataType.image, 'Cover Photo', 'Machine Photo', asset, 'machine-photo'),
    entry(MACHINE_PHOTO.hasPhoto, DataType.boolean, 'Photo Taken', 'Machine Photo', asset, 'machine-photo'),
    entry(MACHINE_PHOTO.completed, DataType.date, 'Completed', 'Machine Photo', asset, 'machine-photo'),
    // Any photo's caption, time and place (decision 0063): written on the photo's own entity and level.
    entry(PHOTO_FACTS, DataType.string, 'Caption, Time and Place', 'Photo', asset, 'machine-photo', {
      isCollection: true,
    }),
    entry(
      OPERATION.totalMachineHours,
      DataType.number,
      'Total Machine Hours',
      'Operation',
      asset,
      'operating-hours',
      {
        unit: 'h',
      },
    ),
    entry(
      OPERATION.hoursBetweenInspections,
      DataType.number,
      'Hours Between Inspections',
      'Operation',
      asset,
      'operating-hours',
      { unit: 'h' },
    ),
    entry(OPERATION.tonnage, DataType.number, 'Tonnage', 'Operation', asset, 'operating-hours', {
      unit: 't',
    }),
    entry(OPERATION.bcm, DataType.number, 'BCM', 'Operation', asset, 'operating-hours', { unit: 'BCM' }),
    ...changeoutEntries('Left'),
    ...changeoutEntries('Right'),
    entry(OPERATION.completed, DataType.date, 'Completed', 'Operation', asset, 'operating-hours'),
    entry(
      EXECUTIVE_SUMMARY.comments,
      DataType.string,
      'Comments',
      'Inspection Summary',
      asset,
      'executive-summary',
    ),
    entry(
      EXECUTIVE_SUMMARY.completed,
      DataType.date,
      'Completed',
      'Inspection Summary',
      asset,
      'executive-summary',
    ),
  ];
}

// recording spec §4: the operation fields whose value alone marks the operation as done
export function operationFieldIds(): string[] {
  return [
    OPERATION.totalMachineHours,
    OPERATION.tonnage,
    OPERATION.bcm,
    ...Object.values(undercarriageChangeoutIds('Left')),
    ...Object.values(undercarriageChangeoutIds('Right')),
  ];
}
