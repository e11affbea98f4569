import { useCallback, useMemo } from 'react';
import { ChartCard } from './ChartCard';
import { EChart, type ChartClick } from './EChart';
import { KebabMenu } from 'shared/ui';
import { cloudWords, wordCloudOption } from './word-cloud-option';

export interface WordCloudProps {
  title?: string;
  /** Word to the number of posts holding it; null while loading. */
  data: Record<string, number> | null;
  onWordClick(word: string): void;
  onManage(): void;
}

/** The Intelligent Word Cloud (spec doc 3 §2): a word opens its posts; the menu manages hidden keywords. */
export function WordCloud({ title = 'Intelligent Word Cloud', data, onWordClick, onManage }: WordCloudProps) {
  const words = useMemo(() => (data ? cloudWords(data) : []), [data]);
  const option = useMemo(() => (words.length > 0 ? wordCloudOption(words) : null), [words]);
  const onClick = useCallback(
    ({ dataIndex }: ChartClick) => {
      const word = words[dataIndex];
      if (word) onWordClick(word.word);
    },
    [words, onWordClick],
  );

  const menu = (
    <KebabMenu
      label={`${title} options`}
      size="xs"
      actions={[{ value: 'manage', label: 'Manage hidden keywords' }]}
      onSelect={(value) => value === 'manage' && onManage()}
    />
  );

  return (
    <ChartCard testId="word-cloud" title={title} actions={menu} loading={data === null} empty={words.length === 0}>
      {option ? <EChart option={option} onClick={onClick} label={`${title}: ${words.length} words`} /> : null}
    </ChartCard>
  );
}
