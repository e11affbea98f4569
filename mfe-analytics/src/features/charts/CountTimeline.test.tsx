import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { TimelinePoint } from 'shared/contract';
import { clickChart, lastChart, renderChart, tooltipAt } from './charts-testing';
import { CountTimeline, type CountTimelineProps } from './CountTimeline';
import { FEED_COLORS } from './feed-series';

jest.mock('echarts-for-react/lib/core', () => require('./charts-testing').echartsForReactMock);
jest.mock('./echarts', () => ({ echarts: {} }));

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

// Midnight of 5 and 6 March 2024 in Hong Kong (UTC+8).
const MAR5 = Date.UTC(2024, 2, 4, 16);
const MAR6 = Date.UTC(2024, 2, 5, 16);

const point = (over: Partial<TimelinePoint>): TimelinePoint => ({
  point: MAR5,
  postCount: 0,
  threadCount: 0,
  commentCount: 0,
  topThreads: [],
  ...over,
});

const points: TimelinePoint[] = [
  point({
    point: MAR5,
    postCount: 7,
    threadCount: 3,
    commentCount: 4,
    topThreads: [{ threadTitle: '<img src=x onerror=alert(1)> & "MTR"', site: 'LIHKG<b>', thread_link: 'https://lihkg.com/t/1', comment_count: 4 }],
  }),
  point({ point: MAR6, postCount: 2, threadCount: 2, commentCount: 0 }),
];

function renderTimeline(over: Partial<CountTimelineProps> = {}) {
  const props: CountTimelineProps = {
    series: [{ taskId: 7, name: 'MTR', color: FEED_COLORS.main, data: points }],
    interval: 'day',
    step: 'dayOnly',
    onIntervalChange: jest.fn(),
    onPointClick: jest.fn(),
    ...over,
  };
  renderChart(<CountTimeline {...props} />);
  return props;
}

describe('CountTimeline', () => {
  it('draws the threads of one feed as an area, with Hong Kong day labels and the title suffix', () => {
    renderTimeline({ titleSuffix: ' in Last 7 days' });
    expect(screen.getByTestId('count-timeline')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Threads Count in Last 7 days' })).toBeTruthy();
    const { option } = lastChart();
    expect(option.xAxis.data).toEqual(['Mar 05', 'Mar 06']);
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'line', name: 'MTR', data: [3, 2], color: FEED_COLORS.main, areaStyle: { opacity: 0.2 } });
    expect(option.legend.show).toBe(false);
  });

  it('switches what it counts with View by, and the title with it', () => {
    renderTimeline();
    const select = screen.getByRole('combobox', { name: 'View by' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'No. of threads',
      'No. of comments',
      'No. of threads and comments',
    ]);
    fireEvent.change(select, { target: { value: 'comments' } });
    expect(screen.getByRole('heading', { name: 'Comments Count' })).toBeTruthy();
    expect(lastChart().option.series[0].data).toEqual([4, 0]);
    fireEvent.change(select, { target: { value: 'all' } });
    expect(screen.getByRole('heading', { name: 'Threads and comments Count' })).toBeTruthy();
    expect(lastChart().option.series[0].data).toEqual([7, 2]);
  });

  it('opens the clicked bucket of the clicked feed, for the current view', () => {
    const props = renderTimeline();
    fireEvent.change(screen.getByRole('combobox', { name: 'View by' }), { target: { value: 'all' } });
    clickChart(0, 1);
    expect(props.onPointClick).toHaveBeenCalledWith(7, MAR6, 'all');
  });

  it('escapes the thread titles and sites of the tooltip', () => {
    renderTimeline();
    const html = tooltipAt(0);
    expect(html).toContain('Mar 05');
    expect(html).toContain('Threads: <b>3</b>');
    expect(html).toContain('Top threads');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;MTR&quot;');
    expect(html).toContain('(LIHKG&lt;b&gt;)');
    expect(html).not.toContain('<img');
    expect(tooltipAt(1)).not.toContain('Top threads');
  });

  it('labels hours, with their day when the range spans two days', async () => {
    const hours = [point({ point: Date.UTC(2024, 2, 5, 14), threadCount: 1 }), point({ point: Date.UTC(2024, 2, 5, 15), threadCount: 1 })];
    renderTimeline({ series: [{ taskId: 7, name: 'MTR', color: FEED_COLORS.main, data: hours }], interval: 'hour', step: 'hourOnly' });
    expect(lastChart().option.xAxis.data).toEqual(['22:00', '23:00']);
    const across = [...hours, point({ point: Date.UTC(2024, 2, 5, 16), threadCount: 1 })];
    renderTimeline({ series: [{ taskId: 7, name: 'MTR', color: FEED_COLORS.main, data: across }], interval: 'hour', step: 'hourDay' });
    await nextFrame();
    expect(lastChart().option.xAxis.data).toEqual(['Mar 05 22:00', 'Mar 05 23:00', 'Mar 06 00:00']);
  });

  it('draws two feeds as two coloured lines on one axis, with a legend and both feeds in the tooltip', () => {
    const props = renderTimeline({
      series: [
        { taskId: 7, name: 'MTR', color: FEED_COLORS.main, data: points },
        { taskId: 9, name: 'K<script>', color: FEED_COLORS.compared, data: [point({ point: MAR6, threadCount: 5 })] },
      ],
    });
    const { option } = lastChart();
    expect(option.series.map((s: { data: number[]; color: string; areaStyle?: unknown }) => [s.data, s.color, s.areaStyle])).toEqual([
      [[3, 2], FEED_COLORS.main, undefined],
      [[0, 5], FEED_COLORS.compared, undefined],
    ]);
    expect(option.legend).toMatchObject({ show: true, data: ['MTR', 'K<script>'] });
    expect(tooltipAt(1)).toContain('K&lt;script&gt; · Threads: <b>5</b>');
    clickChart(1, 1);
    expect(props.onPointClick).toHaveBeenCalledWith(9, MAR6, 'threads');
  });

  it('shows one inactive interval label, or a switch between two', async () => {
    renderTimeline();
    expect(screen.getByLabelText('Interval').textContent).toBe('Day');
    expect(screen.queryByRole('radio')).toBeNull();
    const props = renderTimeline({ interval: 'day', step: 'dayMonth' });
    await nextFrame();
    expect((screen.getByRole('radio', { name: 'Day' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByText('Month'));
    await nextFrame();
    expect(props.onIntervalChange).toHaveBeenCalledWith('month');
    await nextFrame();
  });

  it('shows a skeleton while loading and the empty state when every count is zero', () => {
    renderTimeline({ series: [{ taskId: 7, name: 'MTR', color: FEED_COLORS.main, data: null }] });
    expect(screen.getByTestId('count-timeline-loading')).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
    cleanup();
    renderTimeline({ series: [{ taskId: 7, name: 'MTR', color: FEED_COLORS.main, data: [point({ point: MAR5 })] }] });
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
    expect(screen.getByText('Try a longer data period of data or give it some time to reload')).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
  });
});
