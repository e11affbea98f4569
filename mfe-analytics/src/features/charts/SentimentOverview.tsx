import { useCallback, useMemo } from 'react';
import type { SentimentCountsData, SentimentValue } from 'shared/contract';
import { ChartCard } from './ChartCard';
import { SENTIMENTS } from './chart-colors';
import { EChart, type ChartClick } from './EChart';
import type { FeedSeries } from './feed-series';
import { sentimentOverviewOption } from './sentiment-overview-option';

export interface SentimentOverviewProps {
  series: FeedSeries<SentimentCountsData>[];
  onBarClick(taskId: number, sentiment: SentimentValue): void;
}

/** The shares of positive, neutral and negative posts; a bar opens its posts. */
export function SentimentOverview({ series, onBarClick }: SentimentOverviewProps) {
  const loading = series.some((s) => s.data === null);
  const empty = !loading && series.every((s) => s.data!.positive + s.data!.neutral + s.data!.negative === 0);
  const option = useMemo(
    () => (loading || empty ? null : sentimentOverviewOption(series.map((s) => ({ name: s.name, color: s.color, counts: s.data! })))),
    [loading, empty, series],
  );
  const onClick = useCallback(
    ({ seriesIndex, dataIndex }: ChartClick) => {
      const feed = series[seriesIndex];
      const sentiment = SENTIMENTS[dataIndex];
      if (feed && sentiment) onBarClick(feed.taskId, sentiment.value);
    },
    [series, onBarClick],
  );
  return (
    <ChartCard testId="sentiment-overview" title="Sentiment Overview" loading={loading} empty={empty}>
      {option ? <EChart option={option} onClick={onClick} label="Share of positive, neutral and negative posts" /> : null}
    </ChartCard>
  );
}
