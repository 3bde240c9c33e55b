// Business constants of both specs that the rules use (shell spec §9, recording spec §9).

// recording spec §9: default shoes per side 5
export const DEFAULT_SHOES_PER_SIDE = 5;
// recording spec §5 and §9: pitch gauge readings are saved with unit id 15
export const PITCH_GAUGE_UNIT_ID = 15;
// recording spec §5: the valid action-status percentage range is 0 to 250
export const MIN_ACTION_STATUS_PERCENT = 0;
export const MAX_ACTION_STATUS_PERCENT = 250;
// recording spec §5: range-check max defaults to 100; alert above 250% of max, warning above 150% of max
export const DEFAULT_RANGE_MIN = 0;
export const DEFAULT_RANGE_MAX = 100;
export const ALERT_PERCENT_OF_MAX = 250;
export const WARNING_PERCENT_OF_MAX = 150;
// recording spec §9: text contrast switch at 0.5 luminance
export const TEXT_CONTRAST_LUMINANCE = 0.5;
// recording spec §5 and §9: validation messages clear after 1.5 s
export const VALIDATION_MESSAGE_MS = 1500;
// recording spec §9: toast durations 1500 ms default, error and warning; 2100 ms validation
export const TOAST_DURATION_MS = 1500;
export const VALIDATION_TOAST_DURATION_MS = 2100;
// shell spec §9: missing ids and machine hours default to -1
export const MISSING_ID = -1;
export const DEFAULT_MACHINE_HOURS = -1;
// shell spec §9: token refresh 5 minutes before expiry, fallback 10 minutes, retry after error 5 minutes
export const TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000;
export const TOKEN_FALLBACK_REFRESH_MS = 10 * 60 * 1000;
export const TOKEN_RETRY_AFTER_ERROR_MS = 5 * 60 * 1000;
// shell spec §8 and recording spec §8: empty states
export const NO_CONDITION_RESULTS = 'No condition results available';
export const NO_HISTORY = 'No history available';
export const NO_RESULTS = 'No results found';
// recording spec §2 Shared UI: status card messages
export const ACTION_STATUS_FAILED = 'An error occurred';
export const NO_ACTION_STATUS = 'No action status or condition results available';

/** shell spec §8: the alert when an inspection cannot be created (a browser alert in the new bucket flow). */
export const CREATING_INSPECTION_FAILED = 'Creating Inspection failed';
