import { expectWellFormed, readSocialFixture, socialFixtureFiles } from '../../../../testing/social-fixtures.js';
import { mapBluesky } from './bluesky.js';

const settings = { site: 'Bluesky', medium: 'Social' } as const;
const fixture = (file: string) => readSocialFixture('bluesky', file);
const map = (file: string) => mapBluesky(fixture(file), settings);

const AUTHOR_FEED = 'getAuthorFeed_chriskenny.bsky.social.json';
const ALL = [AUTHOR_FEED, 'getFeed_bsky_app_generator.json', 'getPostThread.json', 'getPosts.json', 'getQuotes.json', 'searchPosts_q_redistricting.json'];

describe('Bluesky connector', () => {
  it('knows every captured payload', () => {
    expect(socialFixtureFiles('bluesky')).toEqual([...ALL].sort());
  });

  it.each(ALL)('maps %s to well-formed posts', (file) => {
    const posts = map(file);
    expect(posts.length).toBeGreaterThan(0);
    expectWellFormed(posts, false);
  });

  it('maps an author feed: replies are comments of their root, reposts are their original post', () => {
    const posts = map(AUTHOR_FEED);
    expect(posts).toHaveLength(50);
    expect(posts.filter((p) => p.isComment)).toHaveLength(24);
    // Seven reposts: each appears as the original author's post.
    expect(posts.filter((p) => p.authorId !== 'did:plc:wpe35pganb6d4pg4ekmfy6u5')).toHaveLength(7);
    expect(posts[0]).toMatchObject({
      sourceId: 'at://did:plc:wpe35pganb6d4pg4ekmfy6u5/app.bsky.feed.post/3lof7sovfok2h',
      threadSourceId: 'at://did:plc:z4cp3uwgxiioi7uaxn2boq47/app.bsky.feed.post/3lobj4swhjo2x',
      isComment: true,
      threadLink: 'https://bsky.app/profile/smachlis.bsky.social/post/3lobj4swhjo2x',
      postLink: 'https://bsky.app/profile/chriskenny.bsky.social/post/3lof7sovfok2h',
      authorName: 'Chris Kenny',
      authorLink: 'https://bsky.app/profile/chriskenny.bsky.social',
      postedAt: Date.parse('2025-05-05T01:30:17.912Z'),
      commentCount: 1,
      lang: 'en',
    });
    expect(posts[0]?.message).toMatch(/^If you’re running this on GHA, you may now want to make sure magick is installed/);
    expect(posts[0]?.threadTitle).not.toBe('');
  });

  it('keeps a post once when a feed holds it twice', () => {
    const feed = fixture(AUTHOR_FEED) as { feed: unknown[] };
    expect(mapBluesky({ feed: [...feed.feed, ...feed.feed] }, settings)).toHaveLength(50);
  });

  it('counts quotes as shares and maps a thread and a search', () => {
    const quoted = map('getQuotes.json').find((p) => p.sourceId.endsWith('/3lc5d6zspys2c'));
    expect(quoted).toMatchObject({ shareCount: 5, commentCount: 3, reactions: expect.objectContaining({ like: 12, count: 12 }) });

    const [thread, ...rest] = map('getPostThread.json');
    expect(rest).toEqual([]);
    expect(thread).toMatchObject({
      isComment: false,
      authorName: 'Soubhik Barari',
      postLink: 'https://bsky.app/profile/soubhikbarari.bsky.social/post/3k7qmjev5lr2s',
      postedAt: Date.parse('2023-09-19T11:32:54.574Z'),
      reactions: expect.objectContaining({ like: 4 }),
    });
    expect(thread?.threadTitle).toBe('Excited to be a speaker for the');

    const search = map('searchPosts_q_redistricting.json');
    expect(search).toHaveLength(25);
    // A reply whose root is among the results links the root by its author's handle and takes its title.
    expect(search.find((p) => p.sourceId.endsWith('/3lpjzka2pzc2l'))).toMatchObject({
      threadSourceId: 'at://did:plc:7nagdvjqrzaquzk7mueohne5/app.bsky.feed.post/3lpjy3eabqs2l',
      threadLink: 'https://bsky.app/profile/mcpli.bsky.social/post/3lpjy3eabqs2l',
    });
    // Otherwise search results do not carry their roots' views: the root's DID stands in for its handle.
    const ids = new Set(search.map((p) => p.sourceId));
    const orphan = search.find((p) => p.isComment && !ids.has(p.threadSourceId));
    expect(orphan?.threadLink).toMatch(/^https:\/\/bsky\.app\/profile\/did:plc:[a-z0-9]+\/post\/[a-z0-9]+$/);
    expect(orphan?.threadTitle).toBe('');
    expect(search.filter((p) => p.isComment)).toHaveLength(12);
    expect(search.filter((p) => p.lang === null).length).toBeGreaterThan(0);
  });

  it('rejects malformed payloads with an error naming Bluesky', () => {
    expect(() => mapBluesky({}, settings)).toThrow(/^Malformed Bluesky payload: /);
    expect(() => mapBluesky({ posts: [{ uri: 'https://example.com' }] }, settings)).toThrow(/^Malformed Bluesky payload: /);
    expect(() => mapBluesky([], settings)).toThrow(/^Malformed Bluesky payload: /);
  });
});
