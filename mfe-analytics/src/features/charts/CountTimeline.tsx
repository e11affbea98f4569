import { NativeSelect, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import type { TimelinePoint } from 'shared/contract';
import type { Interval, IntervalStep } from 'shared/rules';
import { ChartCard } from './ChartCard';
import { COUNT_VIEWS, countTimelineOption, type CountView } from './count-timeline-option';
import { EChart, type ChartClick } from './EChart';
import type { FeedSeries } from './feed-series';
import { IntervalSwitch } from './IntervalSwitch';

export interface CountTimelineProps {
  series: FeedSeries<TimelinePoint[]>[];
  interval: Interval;
  step: IntervalStep;
  onIntervalChange(interval: Interval): void;
  /** ' in Last 7 days' for a preset range (spec doc 3 §2). */
  titleSuffix?: string;
  onPointClick(taskId: number, bucketStart: number, view: CountView): void;
}

/** Threads, comments or both per time bucket; a point opens that bucket's posts. */
export function CountTimeline({ series, interval, step, onIntervalChange, titleSuffix = '', onPointClick }: CountTimelineProps) {
  const [view, setView] = useState<CountView>('threads');
  const viewBy = COUNT_VIEWS.find((v) => v.value === view)!;
  const loading = series.some((s) => s.data === null);
  const chart = useMemo(
    () => (loading ? null : countTimelineOption(series.map((s) => ({ ...s, points: s.data ?? [] })), view, interval)),
    [loading, series, view, interval],
  );
  const onClick = useCallback(
    ({ seriesIndex, dataIndex }: ChartClick) => {
      const feed = series[seriesIndex];
      const start = chart?.starts[dataIndex];
      if (feed && start !== undefined) onPointClick(feed.taskId, start, view);
    },
    [series, chart, view, onPointClick],
  );

  const actions = (
    <>
      <Text fontSize="sm" color="fg.muted">
        View by
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field aria-label="View by" value={view} onChange={(e) => setView(e.currentTarget.value as CountView)}>
          {COUNT_VIEWS.map((v) => (
            <option key={v.value} value={v.value}>
              {v.option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IntervalSwitch step={step} value={interval} onChange={onIntervalChange} />
    </>
  );

  return (
    <ChartCard
      testId="count-timeline"
      title={`${viewBy.title} Count${titleSuffix}`}
      actions={actions}
      loading={loading}
      empty={chart?.empty ?? false}
    >
      {chart ? <EChart option={chart.option} onClick={onClick} label={`${viewBy.title} count per ${interval}`} /> : null}
    </ChartCard>
  );
}
