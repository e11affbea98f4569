import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedData } from '../../../../testing/shared-data.js';
import { parseFeed } from './parse-feed.js';

const FETCHED_AT = Date.UTC(2025, 0, 1);

function parseCapture(name: string) {
  const file = path.join(sharedData('fixtures', 'feeds', 'rss-parser'), name);
  if (!existsSync(file)) throw new Error(`feed fixture missing: ${file}`);
  return parseFeed(readFileSync(file), null, { medium: 'News', site: '' }, FETCHED_AT);
}

const xml = (body: string) => Buffer.from(body, 'utf-8');

describe('parseFeed on real captures', () => {
  it.each([
    ['guardian.rss', 55, 'The Guardian', 'https://www.theguardian.com/us'],
    ['reddit.rss', 24, 'reddit: the front page of the internet', 'https://www.reddit.com/'],
    ['craigslist.rss', 25, 'craigslist SF bay area | apts/housing for rent search', 'https://sfbay.craigslist.org/search/apa'],
    ['rss-1.rss', 69, 'Science twis', 'http://science.sciencemag.org/'],
    ['heise.atom', 15, 'heise developer neueste Meldungen', 'http://www.heise.de/developer/'],
    ['giantbomb-podcast.rss', 730, 'Giant Bombcast', 'https://www.giantbomb.com/'],
    ['gulp-atom.atom', 10, 'Release notes from gulp', 'https://github.com/gulpjs/gulp/releases'],
    ['encoding.rss', 40, 'Jornal de Notícias - Últimas Notícias', 'http://www.jn.pt/'],
    ['uolNoticias.rss', 15, 'UOL Noticias', 'http://noticias.uol.com.br/'],
  ])('%s has %i items from "%s"', (name, count, title, link) => {
    const { feed, items } = parseCapture(name);
    expect(items).toHaveLength(count);
    expect(feed).toMatchObject({ title, link });
    for (const item of items) {
      expect(item.sourceId).not.toBe('');
      expect(item.postLink).toMatch(/^https?:\/\//);
      expect(item.message).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(item.channel).toBe(title);
    }
  });

  it('reads an RSS 2.0 item in full', () => {
    const item = parseCapture('guardian.rss').items[0];
    expect(item).toMatchObject({
      sourceId: 'https://www.theguardian.com/us-news/2018/jan/31/donald-trump-state-of-the-union-address-unity-discord',
      threadTitle: 'Trump State of the Union address promised unity but emphasized discord',
      authorName: 'David Smith in Washington',
      postedAt: 1517383565000,
      lang: 'en-gb',
      isComment: false,
    });
    expect(item?.threadSourceId).toBe(item?.sourceId);
  });

  it('decodes Latin-1 feeds, declared or not', () => {
    expect(parseCapture('uolNoticias.rss').items[0]?.threadTitle).toBe('Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno');
    expect(parseCapture('encoding.rss').items[0]?.threadTitle).toBe('Mãe de utente é a nova presidente da Raríssimas');
  });

  it('reads localised RFC 822 dates', () => {
    expect(parseCapture('uolNoticias.rss').items[0]?.postedAt).toBe(Date.UTC(2018, 8, 24, 22, 42, 40));
  });

  it('reads a YouTube channel feed as videos with views and likes', () => {
    const { items } = parseCapture('atom-customfields.atom');
    expect(items).toHaveLength(15);
    expect(items[0]).toMatchObject({
      medium: 'Video',
      sourceId: 'yt:video:lR-w1h5ONOY',
      postLink: 'https://www.youtube.com/watch?v=lR-w1h5ONOY',
      threadTitle: 'Buy Now, Bitches*',
      authorName: 'L2inc',
      viewCount: 61435,
      reactions: expect.objectContaining({ like: 1788, count: 1788 }) as unknown,
    });
  });

  it('reads thr:total as the comment count', () => {
    expect(parseCapture('many-links.rss').items[0]?.commentCount).toBe(2);
  });

  it('gives an empty feed for a document that is not a feed', () => {
    expect(parseCapture('unrecognized.rss')).toMatchObject({ feed: { title: '', link: null, language: null }, items: [] });
  });
});

describe('parseFeed on crafted input', () => {
  it('turns hostile HTML into text and keeps only http(s) links', () => {
    const { items } = parseFeed(
      xml(`<rss><channel><title>T</title><link>https://example.org/</link><item>
        <title>&lt;b&gt;Bold&lt;/b&gt; news</title><link>javascript:alert(1)</link><guid isPermaLink="false">g1</guid>
        <description><![CDATA[<p>Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>]]></description>
      </item></channel></rss>`),
      null,
      { medium: 'Blog', site: 'Example' },
      FETCHED_AT,
    );
    expect(items[0]).toMatchObject({ sourceId: 'g1', threadTitle: 'Bold news', postLink: '', message: 'Hi', postedAt: FETCHED_AT, site: 'Example', medium: 'Blog' });
  });

  it('resolves relative links against xml:base and the feed link', () => {
    const { items } = parseFeed(
      xml(`<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><link href="https://example.org/blog/"/>
        <entry><id>1</id><link href="post-1"/><updated>2024-02-03T04:05:06+08:00</updated></entry>
        <entry xml:base="https://other.example/x/"><id>2</id><link href="post-2"/></entry></feed>`),
      null,
      { medium: 'Blog', site: '' },
      FETCHED_AT,
    );
    expect(items.map((i) => i.postLink)).toEqual(['https://example.org/blog/post-1', 'https://other.example/x/post-2']);
    expect(items[0]?.postedAt).toBe(Date.UTC(2024, 1, 2, 20, 5, 6));
  });

  it('reads the name part of an RSS author and hashes an item without id or link', () => {
    const body = `<rss><channel><title>T</title><item><title>x</title><author>joe@example.org (Joe Bloggs)</author></item></channel></rss>`;
    const first = parseFeed(xml(body), null, { medium: 'News', site: '' }, FETCHED_AT).items[0];
    expect(first?.authorName).toBe('Joe Bloggs');
    expect(first?.sourceId).toMatch(/^sha256:[0-9a-f]{40}$/);
    expect(parseFeed(xml(body), null, { medium: 'News', site: '' }, FETCHED_AT).items[0]?.sourceId).toBe(first?.sourceId);
  });

  it('decodes big5 from the content-type and reads an unclosed document', () => {
    const big5 = Buffer.concat([Buffer.from('<rss><channel><title>'), Buffer.from([0xa4, 0xa4, 0xa4, 0xe5]), Buffer.from('</title><item><title>x')]);
    const parsed = parseFeed(big5, 'application/rss+xml; charset=big5', { medium: 'News', site: '' }, FETCHED_AT);
    expect(parsed.feed.title).toBe('中文');
    expect(parsed.encoding).toBe('big5');
    expect(parsed.items.map((i) => i.threadTitle)).toEqual(['x']);
  });
});
