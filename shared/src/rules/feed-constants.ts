import type { FeedType } from '../contract/index.js';

/** Feed type labels (spec doc 1 §9): 0 Live (amber badge), 1 Ad-hoc (red-tinted badge). */
export const FEED_TYPE_LABELS: Record<FeedType, string> = { 0: 'Live', 1: 'Ad-hoc' };

/** Update frequencies (spec doc 1 §9). */
export const FREQUENCY_LABELS = { 0: 'Real time', 1: 'Every hour', 2: 'Every day', 3: 'On request' } as const;
export type Frequency = keyof typeof FREQUENCY_LABELS;

/** Feed-list recent data labels (spec doc 3 §9). */
export const LAST_24_HRS_LABEL = 'Last 24 hrs';
export const LAST_7_DAYS_LABEL = 'Last 7 days';

/** Text of a feed card without data (spec doc 1 §2.4). */
export const NO_FEED_DATA_TEXT = 'No data available yet';

/** The start of the monitoring period when the feed has none (spec doc 1 §2.5). */
export const PERIOD_NOT_DEFINED = 'not defined';
