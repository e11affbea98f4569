/** The two colours of the compare view (spec doc 3 §9): teal for the main feed, yellow for the compared one. */
export const FEED_COLORS = { main: '#319795', compared: '#D69E2E' } as const;

/**
 * One feed's data for a card. A single overview passes one; the compare view passes two, main feed first.
 * `data` is null while loading (the card shows a skeleton).
 */
export interface FeedSeries<T> {
  taskId: number;
  name: string;
  color: string;
  data: T | null;
}
