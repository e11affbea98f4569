import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clickChart, lastChart, renderChart } from './charts-testing';
import { WordCloud } from './WordCloud';

jest.mock('echarts-for-react/lib/core', () => require('./charts-testing').echartsForReactMock);
jest.mock('./echarts', () => ({ echarts: {} }));

type Item = { name: string; value: number; textStyle: { fontSize: number } };
const DATA = { 港鐵: 25, delay: 100, '<script>': 4 };

describe('WordCloud', () => {
  it('sizes the words 12 to 50 by the square root of their counts, most frequent first', () => {
    renderChart(<WordCloud data={DATA} onWordClick={jest.fn()} onManage={jest.fn()} />);
    expect(screen.getByTestId('word-cloud')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Intelligent Word Cloud' })).toBeTruthy();
    const [series] = lastChart().option.series;
    expect(series.type).toBe('wordCloud');
    expect(series.data.map((d: Item) => [d.name, d.value, d.textStyle.fontSize])).toEqual([
      ['delay', 100, 50],
      ['港鐵', 25, 26],
      ['<script>', 4, 12],
    ]);
  });

  it('escapes the word in its tooltip', () => {
    renderChart(<WordCloud data={DATA} onWordClick={jest.fn()} onManage={jest.fn()} />);
    expect(lastChart().option.tooltip.formatter({ dataIndex: 2 })).toBe('&lt;script&gt;: <b>4</b>');
  });

  it('opens the clicked word', () => {
    const onWordClick = jest.fn();
    renderChart(<WordCloud title="MTR keywords" data={DATA} onWordClick={onWordClick} onManage={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'MTR keywords' })).toBeTruthy();
    clickChart(0, 1, '港鐵');
    expect(onWordClick).toHaveBeenCalledWith('港鐵');
  });

  it('offers Manage hidden keywords in its menu, also when empty', async () => {
    const onManage = jest.fn();
    renderChart(<WordCloud data={{}} onWordClick={jest.fn()} onManage={onManage} />);
    expect(screen.getByText('Nothing to show here at the moment')).toBeTruthy();
    expect(screen.queryByTestId('echart')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Intelligent Word Cloud options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage hidden keywords' }));
    await waitFor(() => expect(onManage).toHaveBeenCalledTimes(1));
  });

  it('shows a skeleton while loading', () => {
    renderChart(<WordCloud data={null} onWordClick={jest.fn()} onManage={jest.fn()} />);
    expect(screen.getByTestId('word-cloud-loading')).toBeTruthy();
    expect(screen.queryByText('Nothing to show here at the moment')).toBeNull();
  });
});
