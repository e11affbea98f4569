import type { FeedPost } from '../contract/index.js';
import { feedPostFixture } from '../testing/feed-post.js';
import { exportFileName, exportHeaders, exportPeriod, exportSheets } from './export-sheet.js';

const post = (over: Partial<FeedPost>) =>
  // 2024-03-05 18:30:00 UTC is 2024-03-06 02:30:00 in Hong Kong.
  feedPostFixture({ hash: 'a1', live_sid: '1_a1', unix_timestamp: Date.UTC(2024, 2, 5, 18, 30), ai_sentiment: 1, ...over });

describe('export sheets', () => {
  it('puts the ID first and splits the timestamp into a Hong Kong date and time', () => {
    expect(exportHeaders(['post_timestamp', 'channel', 'reaction_count'])).toEqual(['ID', 'Date', 'Time', 'Channel', 'Reactions']);
    const sheets = exportSheets([post({})], ['post_timestamp', 'channel', 'sentiment', 'reaction_count']);
    expect(sheets.Threads[1]).toEqual(['a1', '2024-03-06', '02:30:00', '', 'Positive', 5]);
  });

  it('sorts threads and comments into their sheets and writes missing numbers as 0', () => {
    const comment = post({ hash: 'c1', is_comment: true, view_count: undefined as unknown as number });
    const sheets = exportSheets([post({}), comment], ['view_count']);
    expect(sheets.Threads).toEqual([['ID', 'Views'], ['a1', 0]]);
    expect(sheets.Comments).toEqual([['ID', 'Views'], ['c1', 0]]);
  });

  it('leaves out Facebook posts repeating an author, day and message, and keeps other mediums', () => {
    const fb = (hash: string, at: number) => post({ hash, medium: 'Facebook', unix_timestamp: at });
    const day = Date.UTC(2024, 2, 5, 1);
    const sheets = exportSheets([fb('f1', day), fb('f2', day + 3_600_000), fb('f3', day + 86_400_000), post({ hash: 'n1' }), post({ hash: 'n2' })], []);
    expect(sheets.Threads.slice(1).map((r) => r[0])).toEqual(['f1', 'f3', 'n1', 'n2']);
  });

  it('writes untrusted text as plain cell text, cut to what Excel holds', () => {
    const sheets = exportSheets([post({ post_message: '=HYPERLINK("x")' + 'y'.repeat(40_000) })], ['post_message']);
    const cell = sheets.Threads[1]![1] as string;
    expect(cell.startsWith('=HYPERLINK')).toBe(true);
    expect(cell.length).toBe(32_767);
  });

  it('names files by feed and Hong Kong time, and bounds the period by Hong Kong days', () => {
    expect(exportFileName('Budget: 2024/25', Date.UTC(2024, 2, 5, 18, 30, 5))).toBe('Budget_ 2024_25-20240306023005.xlsx');
    const { unix_start, unix_end } = exportPeriod(Date.UTC(2024, 2, 5), Date.UTC(2024, 2, 6));
    expect(new Date(unix_start).toISOString()).toBe('2024-03-04T16:00:00.000Z');
    expect(new Date(unix_end).toISOString()).toBe('2024-03-06T15:59:59.999Z');
  });
});
