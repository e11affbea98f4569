import { wordFontSize } from 'shared/rules';
import type { WordCloudOption } from './echarts';
import { escapeHtml, tooltipIndex } from './tooltip-html';

// Word colours, cycled by rank so neighbouring sizes differ; dark enough to read on white.
const PALETTE = ['#2C7A7B', '#2B6CB0', '#6B46C1', '#C05621', '#2F855A', '#B83280', '#4A5568'];

export interface CloudWord {
  word: string;
  count: number;
}

/** The cloud's words, most frequent first (the layout places them in this order). */
export function cloudWords(data: Record<string, number>): CloudWord[] {
  return Object.entries(data)
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}

/** A horizontal cloud whose font sizes follow the shared rule (12 to 50 px by the square root of the count). */
export function wordCloudOption(words: readonly CloudWord[]): WordCloudOption {
  const counts = words.map((w) => w.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return {
    tooltip: {
      confine: true,
      formatter: (params) => {
        const word = words[tooltipIndex(params as { dataIndex: number })];
        return word ? `${escapeHtml(word.word)}: <b>${word.count}</b>` : '';
      },
    },
    series: [
      {
        type: 'wordCloud',
        shape: 'circle',
        left: 'center',
        top: 'center',
        width: '100%',
        height: '100%',
        gridSize: 8,
        rotationRange: [0, 0],
        drawOutOfBound: false,
        cursor: 'pointer',
        textStyle: { fontWeight: 600 },
        data: words.map((w, i) => ({
          name: w.word,
          value: w.count,
          textStyle: { fontSize: wordFontSize(w.count, min, max), color: PALETTE[i % PALETTE.length]! },
        })),
      },
    ],
  };
}
