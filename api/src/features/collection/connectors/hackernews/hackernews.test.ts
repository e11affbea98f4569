import { expectWellFormed, readSocialFixture, socialFixtureFiles } from '../../../../testing/social-fixtures.js';
import { mapHackerNews, newHackerNewsItemIds, updatedHackerNewsItemIds } from './hackernews.js';

const settings = { site: 'Hacker News', medium: 'Social' } as const;
const fixture = (file: string) => readSocialFixture('hackernews', file);
const map = (file: string) => mapHackerNews(fixture(file), settings);

const ITEMS = ['item_121003.json', 'item_126809.json', 'item_160705.json', 'item_192327.json', 'item_2921983.json', 'item_8863.json'];

describe('Hacker News connector', () => {
  it('knows every captured payload', () => {
    expect(socialFixtureFiles('hackernews')).toEqual([...ITEMS, 'maxitem.json', 'updates.json', 'user_jl.json'].sort());
  });

  it('maps all items together to well-formed posts, skipping the poll option', () => {
    const posts = mapHackerNews(ITEMS.map(fixture), settings);
    expect(posts).toHaveLength(5);
    expectWellFormed(posts, true);
    expect(map('item_160705.json')).toEqual([]);
  });

  it('maps a link story with its url as the message', () => {
    expect(map('item_8863.json')).toEqual([
      expect.objectContaining({
        sourceId: 'hn:8863',
        threadSourceId: 'hn:8863',
        isComment: false,
        site: 'Hacker News',
        threadTitle: 'My YC app: Dropbox - Throw away your USB drive',
        postLink: 'https://news.ycombinator.com/item?id=8863',
        threadLink: 'https://news.ycombinator.com/item?id=8863',
        message: 'http://www.getdropbox.com/u/2/screencast.html',
        authorName: 'dhouston',
        authorLink: 'https://news.ycombinator.com/user?id=dhouston',
        postedAt: 1175714200000,
        commentCount: 71,
        reactions: expect.objectContaining({ like: 111, count: 111 }),
      }),
    ]);
  });

  it('maps Ask HN, job and poll texts as plain text', () => {
    const [ask] = map('item_121003.json');
    expect(ask).toMatchObject({ threadTitle: 'Ask HN: The Arc Effect', commentCount: 16, authorName: 'tel' });
    expect(ask?.message).toMatch(/^or HN: the Next Iteration\nI get the impression/);
    const [job] = map('item_192327.json');
    expect(job?.message).toMatch(/^Justin\.tv is the biggest live video site online\./);
    const [poll] = map('item_126809.json');
    expect(poll).toMatchObject({ threadTitle: 'Poll: What would happen if News.YC had explicit support for polls?', message: '', commentCount: 54 });
  });

  it('maps a comment to its parent until the root is resolved', () => {
    const [comment] = map('item_2921983.json');
    expect(comment).toMatchObject({
      sourceId: 'hn:2921983',
      isComment: true,
      threadSourceId: 'hn:2921506',
      threadLink: 'https://news.ycombinator.com/item?id=2921506',
      authorName: 'norvig',
      commentCount: 7,
      postedAt: 1314211127000,
    });
    expect(comment?.message).toBe("Aw shucks, guys ... you make me blush with your compliments.\nTell you what, Ill make a deal: I'll keep writing if you keep reading. K?");
  });

  it('skips deleted and dead items', () => {
    const story = fixture('item_8863.json') as Record<string, unknown>;
    expect(mapHackerNews([{ ...story, deleted: true }, { ...story, dead: true }], settings)).toEqual([]);
  });

  it('reads the ids to fetch from maxitem and updates', () => {
    expect(newHackerNewsItemIds(fixture('maxitem.json'), 9130257, 100)).toEqual([9130258, 9130259, 9130260]);
    expect(newHackerNewsItemIds(fixture('maxitem.json'), 0, 2)).toEqual([9130259, 9130260]);
    expect(newHackerNewsItemIds(fixture('maxitem.json'), 9130260, 100)).toEqual([]);
    const updated = updatedHackerNewsItemIds(fixture('updates.json'));
    expect(updated).toHaveLength(29);
    expect(updated[0]).toBe(8423305);
  });

  it('rejects malformed payloads with an error naming Hacker News', () => {
    expect(() => mapHackerNews({}, settings)).toThrow(/^Malformed Hacker News payload: /);
    expect(() => mapHackerNews(fixture('user_jl.json'), settings)).toThrow(/^Malformed Hacker News payload: /);
    expect(() => newHackerNewsItemIds('x', 0, 10)).toThrow(/^Malformed Hacker News maxitem payload/);
    expect(() => updatedHackerNewsItemIds([1, 2])).toThrow(/^Malformed Hacker News updates payload/);
  });
});
