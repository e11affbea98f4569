import { SegmentGroup } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import type { SentimentPoint, SentimentValue } from 'shared/contract';
import type { Interval, IntervalStep } from 'shared/rules';
import { ChartCard } from './ChartCard';
import { EChart, type ChartClick } from './EChart';
import type { FeedSeries } from './feed-series';
import { IntervalSwitch } from './IntervalSwitch';
import { sentimentTimelineOption, type SentimentMode } from './sentiment-timeline-option';

export interface SentimentTimelineProps {
  series: FeedSeries<SentimentPoint[]>[];
  interval: Interval;
  step: IntervalStep;
  onIntervalChange(interval: Interval): void;
  onClick(taskId: number, sentiment: SentimentValue, bucketStart: number): void;
}

const MODES = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'volume', label: 'Volume' },
];

/** Sentiment over time as percentages or volumes; a bar or point opens that sentiment's posts of its period. */
export function SentimentTimeline({ series, interval, step, onIntervalChange, onClick }: SentimentTimelineProps) {
  const [mode, setMode] = useState<SentimentMode>('percentage');
  const loading = series.some((s) => s.data === null);
  const chart = useMemo(
    () => (loading ? null : sentimentTimelineOption(series.map((s) => ({ ...s, points: s.data ?? [] })), mode, interval)),
    [loading, series, mode, interval],
  );
  const onChartClick = useCallback(
    ({ seriesIndex, dataIndex }: ChartClick) => {
      const key = chart?.seriesKeys[seriesIndex];
      const start = chart?.starts[dataIndex];
      if (key && start !== undefined) onClick(key.taskId, key.sentiment, start);
    },
    [chart, onClick],
  );

  const actions = (
    <>
      <SegmentGroup.Root size="xs" value={mode} onValueChange={(e) => e.value && setMode(e.value as SentimentMode)} aria-label="Show as">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={MODES} />
      </SegmentGroup.Root>
      <IntervalSwitch step={step} value={interval} onChange={onIntervalChange} />
    </>
  );

  return (
    <ChartCard testId="sentiment-timeline" title="Sentiment Timeline" actions={actions} loading={loading} empty={chart?.empty ?? false}>
      {chart ? <EChart option={chart.option} onClick={onChartClick} label={`Sentiment ${mode} per ${interval}`} /> : null}
    </ChartCard>
  );
}
