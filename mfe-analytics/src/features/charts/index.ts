export { StatCards } from './StatCards';
export { CountTimeline, type CountTimelineProps } from './CountTimeline';
export type { CountView } from './count-timeline-option';
export { SentimentOverview, type SentimentOverviewProps } from './SentimentOverview';
export { SentimentTimeline, type SentimentTimelineProps } from './SentimentTimeline';
export { WordCloud, type WordCloudProps } from './WordCloud';
export { FEED_COLORS, type FeedSeries } from './feed-series';
