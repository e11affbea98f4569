import { expectWellFormed, readSocialFixture, socialFixtureFiles } from '../../../../testing/social-fixtures.js';
import { mapReddit } from './reddit.js';

const settings = { site: 'Reddit', medium: 'Social' } as const;
const map = (file: string) => mapReddit(readSocialFixture('reddit', file), settings);

const HOT = 'listing_r_askreddit_hot_limit100_2016-03-01.json';
const COMMENTS = 'listing_r_askreddit_comments_limit100_2016-07-04.json';
const NEW = 'listing_r_all_new_limit100_2016-12-22.json';
const SEARCH = 'search_r_all_2016-07-12.json';
const BIG_THREAD = 'thread_comments_3hahrw_2016-03-22.json';
const SMALL_THREAD = 'thread_comments_2gmzqe_2016-03-21.json';
const ALL = [HOT, COMMENTS, NEW, SEARCH, BIG_THREAD, SMALL_THREAD];

const count = (posts: ReturnType<typeof map>) => ({
  threads: posts.filter((p) => !p.isComment).length,
  comments: posts.filter((p) => p.isComment).length,
});

describe('Reddit connector', () => {
  it('knows every captured payload', () => {
    expect(socialFixtureFiles('reddit')).toEqual([...ALL].sort());
  });

  it.each(ALL)('maps %s to well-formed posts', (file) => {
    expectWellFormed(map(file), false);
  });

  it('maps submissions of a listing as threads', () => {
    const posts = map(HOT);
    expect(count(posts)).toEqual({ threads: 102, comments: 0 });
    expect(posts[0]).toMatchObject({
      sourceId: 't3_46c00m',
      threadTitle: 'THE ASKREDDIT MOBILE DESIGN EXTRAVAGANZA CONTEST!',
      postLink: 'https://www.reddit.com/r/AskReddit/comments/46c00m/the_askreddit_mobile_design_extravaganza_contest/',
      authorName: 'orangejulius',
      authorLink: 'https://www.reddit.com/user/orangejulius/',
      channel: 'r/AskReddit',
      channelLink: 'https://www.reddit.com/r/AskReddit/',
      postedAt: 1455755445000,
      commentCount: 433,
      reactions: expect.objectContaining({ count: 1382, like: 1382, dislike: 0 }),
    });
    expect(posts[0]?.message).toMatch(/^Hi everybody! \(Hi Doctor Nick!\)/);
  });

  it('uses the link as the message of a link submission and drops the search tracking query', () => {
    const link = map(BIG_THREAD)[0];
    expect(link).toMatchObject({ sourceId: 't3_3hahrw', message: 'http://i.imgur.com/eoF76hj.gifv', commentCount: 543 });
    expect(map(SEARCH)[0]?.postLink).toBe('https://www.reddit.com/r/redditdev/comments/3gpbiu/prawoauth2util_problem_using_get_banned_raise/');
    expect(count(map(SEARCH))).toEqual({ threads: 6, comments: 0 });
    expect(count(map(NEW))).toEqual({ threads: 100, comments: 0 });
  });

  it('maps a comment listing as comments of their submissions, titled by link_title', () => {
    const posts = map(COMMENTS);
    expect(count(posts)).toEqual({ threads: 0, comments: 100 });
    expect(posts[0]).toMatchObject({
      sourceId: 't1_d4y8bdp',
      threadSourceId: 't3_4r4inc',
      threadTitle: '[Serious] To anyone who "followed their dreams", how has it panned out?',
      threadLink: 'https://www.reddit.com/r/AskReddit/comments/4r4inc/',
      postLink: 'https://www.reddit.com/r/AskReddit/comments/4r4inc/_/d4y8bdp/',
      message: 'great, life is so much better when you can do what you enjoy for a living',
      postedAt: 1467590690000,
    });
  });

  it('flattens a thread tree, skipping "more" stubs and deleted bodies but keeping their replies', () => {
    const posts = map(BIG_THREAD);
    // 476 comments in the tree, 6 of them with a deleted body; 18 "more" stubs are not comments.
    expect(count(posts)).toEqual({ threads: 1, comments: 470 });
    expect(posts.filter((p) => p.isComment).every((p) => p.threadSourceId === 't3_3hahrw' && p.threadTitle === 'Ba Dum Tsss')).toBe(true);
    expect(posts.some((p) => p.message === '[deleted]' || p.message === '[removed]')).toBe(false);
    // A comment whose author deleted the account keeps its text, without an author link.
    expect(posts.find((p) => p.sourceId === 't1_cu5v4e7')).toMatchObject({ authorName: '[deleted]', authorLink: null });

    const small = map(SMALL_THREAD);
    expect(small.map((p) => [p.sourceId, p.isComment, p.threadSourceId])).toEqual([
      ['t3_2gmzqe', false, 't3_2gmzqe'],
      ['t1_cklfmye', true, 't3_2gmzqe'],
      ['t1_cklhv0f', true, 't3_2gmzqe'],
    ]);
    expect(small[2]?.authorName).toBe('bboe');
  });

  it('rejects malformed payloads with an error naming Reddit', () => {
    expect(() => mapReddit({}, settings)).toThrow(/^Malformed Reddit payload: /);
    expect(() => mapReddit({ kind: 'Listing', data: { children: [{ kind: 't3', data: { name: 't3_x' } }] } }, settings)).toThrow(
      /^Malformed Reddit payload: /,
    );
    expect(() => mapReddit(readSocialFixture('mastodon', 'poll_fosstodon_684128.json'), settings)).toThrow(/^Malformed Reddit payload/);
  });
});
