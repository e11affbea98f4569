import { act, fireEvent, screen } from '@testing-library/react';
import type { SentimentPoint } from 'shared/contract';
import { clickChart, lastChart, renderChart, tooltipAt } from './charts-testing';
import { FEED_COLORS } from './feed-series';
import { SentimentTimeline, type SentimentTimelineProps } from './SentimentTimeline';

jest.mock('echarts-for-react/lib/core', () => require('./charts-testing').echartsForReactMock);
jest.mock('./echarts', () => ({ echarts: {} }));

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

// 1 March and 1 April 2024, Hong Kong time.
const MAR = Date.UTC(2024, 1, 29, 16);
const APR = Date.UTC(2024, 2, 31, 16);
const points: SentimentPoint[] = [
  { timestamp: MAR, positive: 1, neutral: 1, negative: 2 },
  { timestamp: APR, positive: 0, neutral: 3, negative: 0 },
];

async function renderTimeline(over: Partial<SentimentTimelineProps> = {}) {
  const props: SentimentTimelineProps = {
    series: [{ taskId: 5, name: 'MTR', color: FEED_COLORS.main, data: points }],
    interval: 'month',
    step: 'monthYear',
    onIntervalChange: jest.fn(),
    onClick: jest.fn(),
    ...over,
  };
  renderChart(<SentimentTimeline {...props} />);
  await nextFrame();
  return props;
}

const pick = (series: { name: string; data: number[]; stack: string; color: string }[]) => series.map((s) => [s.name, s.stack, s.color, s.data]);

describe('SentimentTimeline', () => {
  it('draws stacked percentage bars in the sentiment colours with a % axis', async () => {
    await renderTimeline();
    expect(screen.getByTestId('sentiment-timeline')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Percentage' }) as HTMLInputElement).checked).toBe(true);
    const { option } = lastChart();
    expect(option.xAxis.data).toEqual(['Mar 2024', 'Apr 2024']);
    expect(option.yAxis).toEqual({ type: 'value', max: 100, axisLabel: { formatter: '{value}%' } });
    expect(option.series.every((s: { type: string }) => s.type === 'bar')).toBe(true);
    expect(pick(option.series)).toEqual([
      ['Positive', 'feed-0', '#38A169', [25, 0]],
      ['Neutral', 'feed-0', '#A0AEC0', [25, 100]],
      ['Negative', 'feed-0', '#E53E3E', [50, 0]],
    ]);
  });

  it('switches to stacked areas of post counts on a Post Volume axis', async () => {
    await renderTimeline();
    fireEvent.click(screen.getByText('Volume'));
    await nextFrame();
    const { option } = lastChart();
    expect(option.yAxis).toEqual({ type: 'value', name: 'Post Volume', minInterval: 1 });
    expect(option.series.map((s: { type: string; areaStyle: unknown }) => [s.type, s.areaStyle])).toEqual([
      ['line', { opacity: 0.35 }],
      ['line', { opacity: 0.35 }],
      ['line', { opacity: 0.35 }],
    ]);
    expect(pick(option.series).map((s) => s[3])).toEqual([
      [1, 0],
      [1, 3],
      [2, 0],
    ]);
  });

  it('opens the sentiment and period clicked, of the feed clicked', async () => {
    const props = await renderTimeline({
      series: [
        { taskId: 5, name: 'MTR', color: FEED_COLORS.main, data: points },
        { taskId: 6, name: 'KMB', color: FEED_COLORS.compared, data: [{ timestamp: APR, positive: 2, neutral: 0, negative: 0 }] },
      ],
    });
    const { option } = lastChart();
    expect(pick(option.series).map((s) => [s[0], s[1]])).toEqual([
      ['MTR · Positive', 'feed-0'],
      ['MTR · Neutral', 'feed-0'],
      ['MTR · Negative', 'feed-0'],
      ['KMB · Positive', 'feed-1'],
      ['KMB · Neutral', 'feed-1'],
      ['KMB · Negative', 'feed-1'],
    ]);
    expect(option.series[3].itemStyle).toEqual({ borderColor: FEED_COLORS.compared, borderWidth: 2 });
    expect(option.series[3].data).toEqual([0, 100]);
    clickChart(2, 0);
    clickChart(3, 1);
    expect(jest.mocked(props.onClick).mock.calls).toEqual([
      [5, -1, MAR],
      [6, 1, APR],
    ]);
  });

  it('lists counts and shares per feed in the tooltip, feed names escaped', async () => {
    await renderTimeline({
      series: [
        { taskId: 5, name: '<b>MTR</b>', color: FEED_COLORS.main, data: points },
        { taskId: 6, name: 'KMB', color: FEED_COLORS.compared, data: [] },
      ],
    });
    const html = tooltipAt(0);
    expect(html).toContain('Mar 2024');
    expect(html).toContain('&lt;b&gt;MTR&lt;/b&gt;');
    expect(html).not.toContain('<b>MTR</b>');
    expect(html).toContain('Negative: <b>2</b> <span style="color:#718096">(50%)</span>');
  });

  it('passes interval changes on', async () => {
    const props = await renderTimeline();
    fireEvent.click(screen.getByText('Year'));
    await nextFrame();
    expect(props.onIntervalChange).toHaveBeenCalledWith('year');
  });

  it('shows a skeleton while any feed loads and the empty state without scored posts', async () => {
    const { unmount } = renderChart(
      <SentimentTimeline
        series={[
          { taskId: 5, name: 'MTR', color: FEED_COLORS.main, data: points },
          { taskId: 6, name: 'KMB', color: FEED_COLORS.compared, data: null },
        ]}
        interval="day"
        step="dayOnly"
        onIntervalChange={jest.fn()}
        onClick={jest.fn()}
      />,
    );
    await nextFrame();
    expect(screen.getByTestId('sentiment-timeline-loading')).toBeTruthy();
    unmount();
    const nothing = [{ timestamp: MAR, positive: 0, neutral: 0, negative: 0 }];
    await renderTimeline({ series: [{ taskId: 5, name: 'MTR', color: FEED_COLORS.main, data: nothing }] });
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
  });
});
