import { Box } from '@chakra-ui/react';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';
import { echarts, type ChartOption } from './echarts';

/** What a click on a bar, point or word tells: which series and which of its items. */
export interface ChartClick {
  seriesIndex: number;
  dataIndex: number;
  name: string;
}

export interface EChartProps {
  option: ChartOption;
  onClick?(click: ChartClick): void;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
}

/** One echarts canvas on the overview's own echarts core; a new option replaces the old one whole. */
export function EChart({ option, onClick, label, height = 300 }: EChartProps) {
  // No animation: a PDF captured while a line is still being drawn would show half a chart.
  const shown = useMemo(() => ({ animation: false, ...option }), [option]);
  const onEvents = useMemo(() => (onClick ? { click: (event: ChartClick) => onClick(event) } : undefined), [onClick]);
  return (
    <Box role="img" aria-label={label} width="100%">
      <ReactEChartsCore echarts={echarts} option={shown} notMerge onEvents={onEvents} style={{ height, width: '100%' }} />
    </Box>
  );
}
