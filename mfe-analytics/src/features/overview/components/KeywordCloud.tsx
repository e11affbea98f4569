import { useState } from 'react';
import { WordCloud } from '../../charts';
import { ManageHiddenDialog } from '../../hide-dialogs';
import type { WordCloudData } from '../../overview-data';

/** Words of a record by count, most first, as the hide dialogs list them. */
export function wordCounts(record: Record<string, number>): { word: string; count: number }[] {
  return Object.entries(record)
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count);
}

interface KeywordCloudProps {
  title?: string;
  data: WordCloudData | null;
  onWordClick(word: string): void;
  /** Saves the feed's hidden keywords (then the cloud is read again). */
  onSave(hidden: string[]): Promise<void>;
}

/** The Intelligent Word Cloud with its 'Manage hidden keywords' dialog (spec doc 3 §2 "Hide dialogs"). */
export function KeywordCloud({ title, data, onWordClick, onSave }: KeywordCloudProps) {
  const [managing, setManaging] = useState(false);
  return (
    <>
      <WordCloud title={title} data={data?.shown ?? null} onWordClick={onWordClick} onManage={() => setManaging(true)} />
      <ManageHiddenDialog
        kind="keywords"
        open={managing}
        shown={wordCounts(data?.shown ?? {})}
        hidden={wordCounts(data?.hidden ?? {})}
        onSave={onSave}
        onClose={() => setManaging(false)}
      />
    </>
  );
}
