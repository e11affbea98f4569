import { expectWellFormed, readSocialFixture, socialFixtureFiles } from '../../../../testing/social-fixtures.js';
import { mapMastodonContext, mapMastodonStatuses } from './mastodon.js';

const settings = { site: 'Mastodon', medium: 'Social' } as const;
const fixture = (file: string) => readSocialFixture('mastodon', file);

const CONTEXT = 'status_context_mastodon.social_109294719267373593.json';
const STATUS_PAYLOADS = [
  'status_fosstodon_114620457512351116.json',
  'timeline_public_local_fosstodon_limit10.json',
  'timeline_public_mastodon.social_limit20.json',
  'timeline_tag_rstats_mastodon.social_limit5.json',
];
// Not statuses: a poll's tallies and the instance's trending tags.
const NOT_STATUSES = ['poll_fosstodon_684128.json', 'trends_tags_social.tchncs.de_limit10.json'];

describe('Mastodon connector', () => {
  it('knows every captured payload', () => {
    expect(socialFixtureFiles('mastodon')).toEqual([...NOT_STATUSES.slice(0, 1), CONTEXT, ...STATUS_PAYLOADS, NOT_STATUSES[1]].sort());
  });

  it.each(STATUS_PAYLOADS)('maps %s to well-formed posts', (file) => {
    const posts = mapMastodonStatuses(fixture(file), settings);
    expect(posts.length).toBeGreaterThan(0);
    expectWellFormed(posts, true);
  });

  it('maps a single status with its author, counts, language and date', () => {
    const [post, ...rest] = mapMastodonStatuses(fixture('status_fosstodon_114620457512351116.json'), settings);
    expect(rest).toEqual([]);
    expect(post).toMatchObject({
      sourceId: 'https://fosstodon.org/users/schochastics/statuses/114620457512351116',
      threadSourceId: 'https://fosstodon.org/users/schochastics/statuses/114620457512351116',
      isComment: false,
      site: 'Mastodon',
      medium: 'Social',
      postLink: 'https://fosstodon.org/@schochastics/114620457512351116',
      threadLink: 'https://fosstodon.org/@schochastics/114620457512351116',
      authorName: 'David Schoch',
      authorId: 'schochastics@fosstodon.org',
      authorLink: 'https://fosstodon.org/@schochastics',
      channel: 'fosstodon.org',
      channelLink: 'https://fosstodon.org/',
      postedAt: Date.parse('2025-06-03T16:49:43.431Z'),
      commentCount: 1,
      shareCount: 5,
      reactions: expect.objectContaining({ like: 12, count: 12 }),
      lang: 'en',
    });
    expect(post?.message).toMatch(/^Super grateful to have received an R Consortium grant to keep working on improving igraph!/);
    expect(post?.threadTitle.length).toBeLessThanOrEqual(120);
  });

  it('attaches a timeline reply to its root when the root is in the same page', () => {
    const posts = mapMastodonStatuses(fixture('timeline_public_local_fosstodon_limit10.json'), settings);
    expect(posts).toHaveLength(10);
    const reply = posts.find((p) => p.postLink === 'https://fosstodon.org/@MisterHW/114870359866949025');
    expect(reply).toMatchObject({
      isComment: true,
      threadSourceId: 'https://fosstodon.org/users/MisterHW/statuses/114870341462245939',
      threadLink: 'https://fosstodon.org/@MisterHW/114870341462245939',
    });
    // The other reply's root is not on the page: its instance-local id stands in.
    const orphan = posts.find((p) => p.postLink === 'https://fosstodon.org/@pchestek/114870316316166788');
    expect(orphan).toMatchObject({ isComment: true, threadSourceId: '114870238961527411', threadTitle: '' });
  });

  it('names the instance read from as the channel of a federated timeline, and the tag when asked', () => {
    const federated = mapMastodonStatuses(fixture('timeline_public_mastodon.social_limit20.json'), { ...settings, baseUrl: 'https://mastodon.social' });
    expect(federated).toHaveLength(20);
    expect(new Set(federated.map((p) => p.channel))).toEqual(new Set(['mastodon.social']));
    expect(federated.filter((p) => p.isComment)).toHaveLength(4);
    // Remote statuses keep their own URI as id and their author's instance in the author id.
    expect(federated.find((p) => p.sourceId.startsWith('https://threads.net/'))?.authorId).toBe('sharong003@threads.net');

    const tagged = mapMastodonStatuses(fixture('timeline_tag_rstats_mastodon.social_limit5.json'), {
      ...settings,
      baseUrl: 'https://mastodon.social',
      channel: '#rstats',
    });
    expect(tagged).toHaveLength(5);
    expect(tagged[0]).toMatchObject({ channel: '#rstats', channelLink: 'https://mastodon.social/tags/rstats' });
  });

  it('maps a status context: every descendant is a comment of the asked status', () => {
    const comments = mapMastodonContext(fixture(CONTEXT), settings);
    expect(comments).toHaveLength(59);
    expectWellFormed(comments, true);
    expect(comments.every((p) => p.isComment && p.threadSourceId === '109294719267373593')).toBe(true);
    expect(new Set(comments.map((p) => p.lang))).toEqual(new Set(['en', 'de', 'cs', 'fr']));
  });

  it('maps a status context with its status: nested replies point at the root status', () => {
    const context = fixture(CONTEXT) as { descendants: Array<Record<string, unknown>> };
    // The capture holds the context only; the asked status is rebuilt from its author's first reply (a self-reply).
    const first = context.descendants[0] as Record<string, unknown>;
    const status = {
      ...first,
      id: '109294719267373593',
      uri: 'https://mastodon.social/users/austinkocher/statuses/109294719267373593',
      url: 'https://mastodon.social/@austinkocher/109294719267373593',
      in_reply_to_id: null,
      content: '<p>Root status</p>',
    };
    const posts = mapMastodonContext(context, settings, status);
    expect(posts).toHaveLength(60);
    expectWellFormed(posts, true);
    const comments = posts.filter((p) => p.isComment);
    expect(comments).toHaveLength(59);
    expect(comments.every((p) => p.threadSourceId === status.uri && p.threadLink === status.url && p.threadTitle === 'Root status')).toBe(true);
    // A reply six levels deep still belongs to the root thread.
    expect(comments.find((p) => p.postLink === 'https://toot.whatever.cz/@OliKockova/109296731506909380')?.threadSourceId).toBe(status.uri);
  });

  it('keeps a boosted status once, as its original author wrote it', () => {
    const [original] = fixture('timeline_public_mastodon.social_limit20.json') as Array<Record<string, unknown>>;
    const boost = { ...original, id: '1', uri: 'https://mastodon.social/users/booster/statuses/1', content: '', reblog: original };
    const posts = mapMastodonStatuses([boost, original, boost], settings);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.sourceId).toBe('https://weatherby2378.social/users/Michael/statuses/114870361736604310');
  });

  it('rejects payloads that are not statuses with an error naming Mastodon', () => {
    for (const file of NOT_STATUSES) expect(() => mapMastodonStatuses(fixture(file), settings)).toThrow(/^Malformed Mastodon payload: /);
    expect(() => mapMastodonStatuses({}, settings)).toThrow(/Malformed Mastodon payload: id: /);
    expect(() => mapMastodonStatuses('nope', settings)).toThrow(/Malformed Mastodon payload/);
    expect(() => mapMastodonContext([], settings)).toThrow(/Malformed Mastodon context payload/);
  });
});
