import type { TimelinePoint } from 'shared/contract';
import type { Interval } from 'shared/rules';
import { unionOfStarts } from './chart-buckets';
import { chartDateLabels } from './chart-dates';
import type { CartesianOption } from './echarts';
import { colorDot, escapeHtml, MUTED_STYLE, tooltipIndex } from './tooltip-html';

export type CountView = 'threads' | 'comments' | 'all';

/** The 'View by' choices of the count timeline (spec doc 3 §2) and what each counts. */
export const COUNT_VIEWS: readonly { value: CountView; option: string; title: string; field: 'threadCount' | 'commentCount' | 'postCount' }[] = [
  { value: 'threads', option: 'No. of threads', title: 'Threads', field: 'threadCount' },
  { value: 'comments', option: 'No. of comments', title: 'Comments', field: 'commentCount' },
  { value: 'all', option: 'No. of threads and comments', title: 'Threads and comments', field: 'postCount' },
];

const THREAD_STYLE = 'white-space:normal;max-width:320px';

export interface LoadedTimeline {
  taskId: number;
  name: string;
  color: string;
  points: TimelinePoint[];
}

export interface CountChart {
  /** Bucket starts along the x axis, so a click's data index finds its bucket. */
  starts: number[];
  /** Nothing but zeros: the card shows its empty state. */
  empty: boolean;
  option: CartesianOption;
}

/** The count timeline of one feed (an area) or two (lines), for the chosen view; the tooltip names the top threads. */
export function countTimelineOption(feeds: readonly LoadedTimeline[], view: CountView, interval: Interval): CountChart {
  const viewBy = COUNT_VIEWS.find((v) => v.value === view)!;
  const starts = unionOfStarts(feeds.map((f) => f.points.map((p) => p.point)));
  const labels = chartDateLabels(starts, interval);
  const byStart = feeds.map((f) => new Map(f.points.map((p) => [p.point, p])));
  const values = byStart.map((points) => starts.map((s) => points.get(s)?.[viewBy.field] ?? 0));
  const single = feeds.length === 1;

  const tooltip = (index: number): string => {
    const lines = feeds.map((feed, i) => {
      const point = byStart[i]!.get(starts[index]!);
      const who = single ? '' : `${escapeHtml(feed.name)} · `;
      const threads = (point?.topThreads ?? [])
        .map((t) => `<div style="${THREAD_STYLE}">${escapeHtml(t.threadTitle)} <span style="${MUTED_STYLE}">(${escapeHtml(t.site)})</span></div>`)
        .join('');
      const top = threads ? `<div style="${MUTED_STYLE};margin-top:4px">Top threads</div>${threads}` : '';
      return `<div style="margin-top:4px">${colorDot(feed.color)}${who}${viewBy.title}: <b>${values[i]![index]}</b></div>${top}`;
    });
    return `<div style="font-weight:600">${escapeHtml(labels[index]!)}</div>${lines.join('')}`;
  };

  return {
    starts,
    empty: values.every((v) => v.every((n) => n === 0)),
    option: {
      grid: { left: 8, right: 16, top: single ? 16 : 36, bottom: 8, containLabel: true },
      legend: { show: !single, top: 0, data: feeds.map((f) => f.name) },
      tooltip: {
        trigger: 'axis',
        confine: true,
        formatter: (params) => tooltip(tooltipIndex(params)),
      },
      xAxis: { type: 'category', boundaryGap: false, data: labels },
      yAxis: { type: 'value', minInterval: 1 },
      series: feeds.map((feed, i) => ({
        type: 'line',
        name: feed.name,
        data: values[i]!,
        color: feed.color,
        symbol: 'circle',
        symbolSize: 6,
        ...(single ? { areaStyle: { opacity: 0.2 } } : {}),
      })),
    },
  };
}
