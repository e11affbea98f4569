import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// Registers the wordCloud series on the echarts core it imports; it must be this bundle's copy (see DESIGN.md §5).
import 'echarts-wordcloud';

// Only what the overview draws. The canvas renderer, not SVG, so html2canvas captures the charts for the PDF.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { echarts };

/** The word-cloud series as the plugin reads it (its own typings augment an internal echarts module). */
export interface WordCloudSeriesOption {
  type: 'wordCloud';
  data: { name: string; value: number; textStyle: { fontSize: number; color: string } }[];
  [setting: string]: unknown;
}

/** A word cloud's option: the plugin's series with a tooltip. */
export interface WordCloudOption {
  tooltip: TooltipComponentOption;
  series: WordCloudSeriesOption[];
}

/** A line or bar chart's option, typed by what is registered. */
export type CartesianOption = echarts.ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

export type ChartOption = CartesianOption | WordCloudOption;
