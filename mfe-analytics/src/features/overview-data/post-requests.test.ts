import type { TopAuthor, TopThread } from 'shared/contract';
import { authorRequest, chartPointRequest, searchWindowOf, sentimentRequest, threadRequest, topicRequest } from './post-requests';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 00:00 on 1 and 8 March 2024, Hong Kong time.
const window = { from: Date.UTC(2024, 1, 29, 16), to: Date.UTC(2024, 2, 7, 16) };

describe('post-details requests of the overview', () => {
  it('searches a window with its end included', () => {
    expect(searchWindowOf(window)).toEqual({ from: window.from, to: window.to - 1 });
  });

  it('a chart point opens its bucket, of the view chosen', () => {
    const start = window.from + 2 * DAY;
    expect(chartPointRequest(7, start, 'threads', 'day', window)).toEqual({ kind: 'chart', taskId: 7, window: { from: start, to: start + DAY - 1 }, isComment: false });
    expect(chartPointRequest(7, start, 'comments', 'day', window)).toMatchObject({ isComment: true });
    expect(chartPointRequest(7, start, 'all', 'day', window)).not.toHaveProperty('isComment');
  });

  it('a sentiment bar opens the window, a sentiment point its bucket clipped to the window', () => {
    expect(sentimentRequest(7, -1, window)).toEqual({ kind: 'sentiment', taskId: 7, sentiment: -1, window: { from: window.from, to: window.to - 1 } });
    // The month bucket of March starts before the window and ends after it.
    const march = Date.UTC(2024, 1, 29, 16);
    expect(sentimentRequest(7, 1, { from: march + DAY, to: window.to }, { start: march, interval: 'month' })).toMatchObject({
      window: { from: march + DAY, to: window.to - 1 },
    });
  });

  it('authors, threads and words', () => {
    const author: TopAuthor = { id: 'a1', name: 'Ada', site: 'LIHKG', channel: 'Forum', postCount: 3 };
    expect(authorRequest(7, author, window)).toEqual({ kind: 'author', taskId: 7, author, window: { from: window.from, to: window.to - 1 } });
    const thread = { url: 'https://lihkg.com/t/1', title: 'MTR delay' } as TopThread;
    expect(threadRequest(7, thread)).toEqual({ kind: 'thread', taskId: 7, threadLink: 'https://lihkg.com/t/1', title: 'MTR delay' });
    expect(topicRequest(7, '港鐵', window)).toEqual({ kind: 'topic', taskId: 7, words: ['港鐵'], window: { from: window.from, to: window.to - 1 } });
  });
});
