import { cleanup, screen } from '@testing-library/react';
import type { SentimentCountsData } from 'shared/contract';
import { clickChart, lastChart, renderChart, tooltipAt } from './charts-testing';
import { FEED_COLORS } from './feed-series';
import { SentimentOverview } from './SentimentOverview';

jest.mock('echarts-for-react/lib/core', () => require('./charts-testing').echartsForReactMock);
jest.mock('./echarts', () => ({ echarts: {} }));

const GREEN = '#38A169';
const GREY = '#A0AEC0';
const RED = '#E53E3E';

const mtr = (data: SentimentCountsData | null) => ({ taskId: 3, name: 'MTR', color: FEED_COLORS.main, data });

describe('SentimentOverview', () => {
  it('draws the three shares of one feed in green, grey and red', () => {
    renderChart(<SentimentOverview series={[mtr({ positive: 1, neutral: 1, negative: 1 })]} onBarClick={jest.fn()} />);
    expect(screen.getByTestId('sentiment-overview')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sentiment Overview' })).toBeTruthy();
    const { option } = lastChart();
    expect(option.xAxis.data).toEqual(['Positive', 'Neutral', 'Negative']);
    expect(option.yAxis).toMatchObject({ max: 100, axisLabel: { formatter: '{value}%' } });
    // 33.3% each: positive and negative round to 33, neutral takes the rest.
    expect(option.series).toHaveLength(1);
    expect(option.series[0].data).toEqual([
      { value: 33, itemStyle: { color: GREEN } },
      { value: 34, itemStyle: { color: GREY } },
      { value: 33, itemStyle: { color: RED } },
    ]);
    expect(tooltipAt(1)).toContain('<b>34%</b> (1 post)');
  });

  it('opens the clicked sentiment of the clicked feed', () => {
    const onBarClick = jest.fn();
    renderChart(
      <SentimentOverview
        series={[
          mtr({ positive: 3, neutral: 1, negative: 0 }),
          { taskId: 4, name: 'KMB <i>', color: FEED_COLORS.compared, data: { positive: 0, neutral: 0, negative: 2 } },
        ]}
        onBarClick={onBarClick}
      />,
    );
    const { option } = lastChart();
    expect(option.series.map((s: { data: number[]; color: string }) => [s.data, s.color])).toEqual([
      [[75, 25, 0], FEED_COLORS.main],
      [[0, 0, 100], FEED_COLORS.compared],
    ]);
    expect(tooltipAt(2)).toContain('KMB &lt;i&gt;: <b>100%</b> (2 posts)');
    clickChart(0, 0);
    clickChart(1, 2);
    clickChart(0, 1);
    expect(onBarClick.mock.calls).toEqual([
      [3, 1],
      [4, -1],
      [3, 0],
    ]);
  });

  it('shows a skeleton while loading and the empty state without scored posts', () => {
    renderChart(<SentimentOverview series={[mtr(null)]} onBarClick={jest.fn()} />);
    expect(screen.getByTestId('sentiment-overview-loading')).toBeTruthy();
    cleanup();
    renderChart(<SentimentOverview series={[mtr({ positive: 0, neutral: 0, negative: 0 })]} onBarClick={jest.fn()} />);
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
  });
});
