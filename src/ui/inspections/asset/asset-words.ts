import { defineMessage, defineMessages } from 'react-intl';

// The asset screens' own words (recording spec §2: Lock On, Lock Off, Machine Photo, Operation, Inspection Summary)
// in the inspector's language (decision 0065). The refusals of the operation's numbers come from src/rules.
export const assetWords = defineMessages({
  errorInspection: { id: 'contents.error', defaultMessage: 'Error fetching inspection' },
  lockedOn: { id: 'asset.lockOn.question', defaultMessage: 'Is the machine locked on?' },
  lockedOff: { id: 'asset.lockOff.question', defaultMessage: 'Is the machine locked off?' },
  notified: { id: 'asset.notified', defaultMessage: 'Has the customer been notified?' },
  lockOnTime: { id: 'asset.lockOn.time', defaultMessage: 'Lock-On Time' },
  lockOnReady: {
    id: 'asset.lockOn.ready',
    defaultMessage: 'Both answered YES: Lock On is ready to complete.',
  },
  lockOnWaiting: {
    id: 'asset.lockOn.waiting',
    defaultMessage: 'Answer YES to both questions to complete Lock On.',
  },
  lockOffReady: {
    id: 'asset.lockOff.ready',
    defaultMessage: 'Both answered YES: Lock Off is ready to complete.',
  },
  lockOffWaiting: {
    id: 'asset.lockOff.waiting',
    defaultMessage: 'Answer YES to both questions to complete Lock Off.',
  },
  coverPhoto: { id: 'asset.coverPhoto', defaultMessage: 'Cover Photo' },
  executiveSummary: { id: 'asset.executiveSummary', defaultMessage: 'Executive summary' },
  totalMachineHours: { id: 'asset.totalMachineHours', defaultMessage: 'Total Machine Hours' },
  tonnage: { id: 'asset.tonnage', defaultMessage: 'Tonnage' },
  bcm: { id: 'asset.bcm', defaultMessage: 'BCM' },
  hoursBetween: { id: 'asset.hoursBetween', defaultMessage: 'Hours between inspections:' },
});

export const assetPhrases = {
  previous: defineMessage<{ hours: string }>({
    id: 'asset.previousInspection',
    defaultMessage: 'Previous inspection: {hours}',
  }),
  next: defineMessage<{ hours: string }>({
    id: 'asset.nextInspection',
    defaultMessage: 'Next inspection: {hours}',
  }),
  sideChangeout: defineMessage<{ side: string }>({
    id: 'report.sideChangeout',
    defaultMessage:
      '{side, select, Left {Left Undercarriage Changeout} other {Right Undercarriage Changeout}}',
  }),
  sideDate: defineMessage<{ side: string }>({
    id: 'asset.sideChangeoutDate',
    defaultMessage: '{side, select, Left {Left Changeout Date} other {Right Changeout Date}}',
  }),
  sideHours: defineMessage<{ side: string }>({
    id: 'asset.sideChangeoutHours',
    defaultMessage: '{side, select, Left {Left Changeout Hours} other {Right Changeout Hours}}',
  }),
};
