import type { SentimentCountsData } from 'shared/contract';
import { countOf, sentimentPercentages } from 'shared/rules';
import { SENTIMENTS } from './chart-colors';
import type { CartesianOption } from './echarts';
import { colorDot, escapeHtml, tooltipIndex } from './tooltip-html';

export interface LoadedCounts {
  name: string;
  color: string;
  counts: SentimentCountsData;
}

/**
 * Positive, neutral and negative as percentages of each feed's posts (spec doc 3 §5 rounding): one feed's bars in the
 * sentiment colours, two feeds' bars side by side in the feeds' colours.
 */
export function sentimentOverviewOption(feeds: readonly LoadedCounts[]): CartesianOption {
  const single = feeds.length === 1;
  const shares = feeds.map((f) => sentimentPercentages(f.counts));

  const tooltip = (index: number): string => {
    const sentiment = SENTIMENTS[index]!;
    const lines = feeds.map((feed, i) => {
      const who = single ? '' : `${escapeHtml(feed.name)}: `;
      const color = single ? sentiment.color : feed.color;
      return `<div>${colorDot(color)}${who}<b>${shares[i]![sentiment.key]}%</b> (${countOf(feed.counts[sentiment.key], 'post')})</div>`;
    });
    return `<div style="font-weight:600">${sentiment.label}</div>${lines.join('')}`;
  };

  return {
    grid: { left: 8, right: 8, top: single ? 24 : 40, bottom: 8, containLabel: true },
    legend: { show: !single, top: 0, data: feeds.map((f) => f.name) },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true, formatter: (params) => tooltip(tooltipIndex(params)) },
    xAxis: { type: 'category', data: SENTIMENTS.map((s) => s.label) },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series: feeds.map((feed, i) => ({
      type: 'bar',
      name: feed.name,
      barMaxWidth: 56,
      label: { show: true, position: 'top', formatter: '{c}%' },
      ...(single
        ? { data: SENTIMENTS.map((s) => ({ value: shares[i]![s.key], itemStyle: { color: s.color } })) }
        : { color: feed.color, data: SENTIMENTS.map((s) => shares[i]![s.key]) }),
    })),
  };
}
