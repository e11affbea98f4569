import type { SentimentPoint, SentimentValue } from 'shared/contract';
import { sentimentPercentages, type Interval, type SentimentCounts } from 'shared/rules';
import { unionOfStarts } from './chart-buckets';
import { SENTIMENTS } from './chart-colors';
import { chartDateLabels } from './chart-dates';
import type { CartesianOption } from './echarts';
import { colorDot, escapeHtml, MUTED_STYLE, tooltipIndex } from './tooltip-html';

export type SentimentMode = 'percentage' | 'volume';

export interface LoadedSentiment {
  taskId: number;
  name: string;
  color: string;
  points: SentimentPoint[];
}

export interface SentimentChart {
  starts: number[];
  /** The feed and sentiment of each series, by series index, so a click finds them. */
  seriesKeys: { taskId: number; sentiment: SentimentValue }[];
  empty: boolean;
  option: CartesianOption;
}

const NONE: SentimentCounts = { positive: 0, neutral: 0, negative: 0 };

/**
 * Sentiment per time bucket (spec doc 3 §2): as stacked percentage bars, or as stacked areas of post counts. Each feed
 * has its own stack; in the compare view a feed's bars are edged, and its areas drawn, in the feed's colour.
 */
export function sentimentTimelineOption(feeds: readonly LoadedSentiment[], mode: SentimentMode, interval: Interval): SentimentChart {
  const single = feeds.length === 1;
  const starts = unionOfStarts(feeds.map((f) => f.points.map((p) => p.timestamp)));
  const labels = chartDateLabels(starts, interval);
  const counts = feeds.map((f) => {
    const byStart = new Map<number, SentimentCounts>(f.points.map((p) => [p.timestamp, p]));
    return starts.map((s) => byStart.get(s) ?? NONE);
  });
  const shares = counts.map((list) => list.map(sentimentPercentages));
  const percentage = mode === 'percentage';

  const tooltip = (index: number): string => {
    const blocks = feeds.map((feed, i) => {
      const head = single ? '' : `<div style="margin-top:4px">${colorDot(feed.color)}<b>${escapeHtml(feed.name)}</b></div>`;
      const lines = SENTIMENTS.map((s) => {
        const share = `<span style="${MUTED_STYLE}">(${shares[i]![index]![s.key]}%)</span>`;
        return `<div>${colorDot(s.color)}${s.label}: <b>${counts[i]![index]![s.key]}</b> ${share}</div>`;
      });
      return head + lines.join('');
    });
    return `<div style="font-weight:600">${escapeHtml(labels[index]!)}</div>${blocks.join('')}`;
  };

  const seriesKeys = feeds.flatMap((feed) => SENTIMENTS.map((s) => ({ taskId: feed.taskId, sentiment: s.value })));
  const series = feeds.flatMap((feed, i) =>
    SENTIMENTS.map((s) => {
      const name = single ? s.label : `${feed.name} · ${s.label}`;
      const stack = `feed-${i}`;
      if (percentage) {
        return {
          type: 'bar' as const,
          name,
          stack,
          color: s.color,
          barMaxWidth: 32,
          data: shares[i]!.map((share) => share[s.key]),
          ...(single ? {} : { itemStyle: { borderColor: feed.color, borderWidth: 2 } }),
        };
      }
      return {
        type: 'line' as const,
        name,
        stack,
        color: s.color,
        symbol: 'circle',
        symbolSize: 5,
        areaStyle: { opacity: 0.35 },
        data: counts[i]!.map((c) => c[s.key]),
        ...(single ? {} : { lineStyle: { color: feed.color } }),
      };
    }),
  );

  return {
    starts,
    seriesKeys,
    empty: counts.every((list) => list.every((c) => c.positive + c.neutral + c.negative === 0)),
    option: {
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0, data: series.map((s) => s.name) },
      tooltip: { trigger: 'axis', confine: true, formatter: (params) => tooltip(tooltipIndex(params)) },
      xAxis: { type: 'category', boundaryGap: percentage, data: labels },
      yAxis: percentage
        ? { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } }
        : { type: 'value', name: 'Post Volume', minInterval: 1 },
      series,
    },
  };
}
