import type { ReactNode } from 'react';
import { renderAt } from 'shared/testing';
import type { ChartClick } from './EChart';

// jsdom has no canvas: tests replace echarts-for-react with this stand-in, which keeps the props each chart got.
// Each test file mocks at its top:
//   jest.mock('echarts-for-react/lib/core', () => require('./charts-testing').echartsForReactMock);
//   jest.mock('./echarts', () => ({ echarts: {} }));

interface FakeProps {
  option: Record<string, any>;
  onEvents?: { click?: (event: ChartClick) => void };
}

const rendered: FakeProps[] = [];

function FakeECharts(props: FakeProps) {
  rendered.push(props);
  return <div data-testid="echart" />;
}

export const echartsForReactMock = { __esModule: true, default: FakeECharts };

/** The props of the chart drawn last. */
export function lastChart(): FakeProps {
  const props = rendered.at(-1);
  if (!props) throw new Error('No chart was drawn');
  return props;
}

/** Clicks the item `dataIndex` of series `seriesIndex` of the chart drawn last. */
export function clickChart(seriesIndex: number, dataIndex: number, name = '') {
  const click = lastChart().onEvents?.click;
  if (!click) throw new Error('The chart has no click handler');
  click({ seriesIndex, dataIndex, name });
}

/** The HTML the last chart's tooltip shows for the item at `dataIndex`. */
export function tooltipAt(dataIndex: number, seriesIndex = 0): string {
  return lastChart().option.tooltip.formatter([{ dataIndex, seriesIndex }]);
}

export function renderChart(ui: ReactNode) {
  rendered.length = 0;
  return renderAt('/', ui);
}
