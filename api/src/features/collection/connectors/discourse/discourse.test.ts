import { expectWellFormed, readSocialFixture, socialFixtureFiles } from '../../../../testing/social-fixtures.js';
import { mapDiscourse } from './discourse.js';

const settings = { site: 'Discourse', medium: 'Social', baseUrl: 'https://try.discourse.org' } as const;
const fixture = (file: string) => readSocialFixture('discourse', file);
const map = (file: string) => mapDiscourse(fixture(file), settings);

const ALL = ['category_latest_topics.json', 'latest.json', 'posts_latest.json', 'topic.json', 'topic_posts.json'];
// latest.json is synthetic: its three topics all have id 1, so their ids collide by construction.
const DISTINCT = ALL.filter((file) => file !== 'latest.json');

describe('Discourse connector', () => {
  it('knows every captured payload', () => {
    expect(socialFixtureFiles('discourse')).toEqual(ALL);
  });

  it.each(DISTINCT)('maps %s to well-formed posts', (file) => {
    const posts = map(file);
    expect(posts.length).toBeGreaterThan(0);
    expectWellFormed(posts, true);
  });

  it('maps a topic: post 1 is the thread, the rest its comments', () => {
    const posts = map('topic.json');
    expect(posts.map((p) => [p.sourceId, p.isComment])).toEqual([
      ['try.discourse.org:topic:57', false],
      ['try.discourse.org:84', true],
      ['try.discourse.org:86', true],
      ['try.discourse.org:226', true],
    ]);
    expect(posts[0]).toMatchObject({
      threadTitle: 'THIS SITE IS A SANDBOX -- it is reset every day',
      threadLink: 'https://try.discourse.org/t/this-site-is-a-sandbox-it-is-reset-every-day/57',
      postLink: 'https://try.discourse.org/t/this-site-is-a-sandbox-it-is-reset-every-day/57/1',
      authorName: 'Sam Saffron',
      authorId: 'samsaffron',
      authorLink: 'https://try.discourse.org/u/samsaffron',
      authorImage: 'https://www.gravatar.com/avatar/3dcae8378d46c244172a115c28ca49ce.png?s=120&r=pg&d=identicon',
      postedAt: Date.parse('2013-02-04T15:26:26.278-05:00'),
      viewCount: 268,
    });
    expect(posts[0]?.message).toMatch(/^Welcome!\nTry is a sandbox/);
    // Likes come from actions_summary when like_count is absent.
    expect(posts[2]).toMatchObject({ authorName: 'Adam Davis', reactions: expect.objectContaining({ like: 5, count: 5 }) });
    expect(posts.slice(1).every((p) => p.threadSourceId === 'try.discourse.org:topic:57')).toBe(true);
  });

  it('maps a topic list as threads and latest posts as posts of their topics', () => {
    const topics = map('category_latest_topics.json');
    expect(topics.map((t) => [t.threadTitle, t.commentCount])).toEqual([
      ['About the category', 1],
      ['This is a markdown post', 1],
    ]);
    expect(topics[0]?.postLink).toBe('https://try.discourse.org/t/about-the-category/5');

    const latest = map('posts_latest.json');
    expect(latest[0]).toMatchObject({
      sourceId: 'try.discourse.org:15',
      isComment: true,
      threadTitle: 'This is an uncategorized title',
      postLink: 'https://try.discourse.org/t/this-is-an-uncategorized-title/11/2',
      authorImage: 'https://try.discourse.org/letter_avatar_proxy/v3/letter/p/df705f/120.png',
    });

    expect(map('latest.json').map((t) => t.threadTitle)).toEqual(['Test topic #1', 'Test topic #2', 'Test topic #3']);

    // /t/<id>/posts.json has no topic title; the post names its slug.
    expect(map('topic_posts.json')).toEqual([
      expect.objectContaining({ postLink: 'https://try.discourse.org/t/some-topic-slug/57/2', message: 'Some text.', threadTitle: '' }),
    ]);
  });

  it('names the configured category as the channel', () => {
    const [post] = mapDiscourse(fixture('topic.json'), { ...settings, channel: 'Sandbox' });
    expect(post).toMatchObject({ channel: 'Sandbox', channelLink: 'https://try.discourse.org/c/13' });
  });

  it('rejects malformed payloads and a source without base URL with an error naming Discourse', () => {
    expect(() => mapDiscourse({}, settings)).toThrow(/^Malformed Discourse payload: /);
    expect(() => mapDiscourse({ topic_list: { topics: 3 } }, settings)).toThrow(/^Malformed Discourse payload: /);
    expect(() => mapDiscourse(fixture('topic.json'), { site: 'Discourse', medium: 'Social' })).toThrow(/Discourse source needs/);
  });
});
