import { targetError } from './target-rules.js';

describe('targetError', () => {
  it.each([
    ['rss', 'https://rthk.hk/rthk/news/rss/e_expressnews_elocal.xml'],
    ['reddit', 'https://www.reddit.com/r/HongKong'],
    ['hackernews', 'http://localhost:8081/v0'],
    ['bluesky', 'https://bsky.app/profile/hongkongfp.com'],
    ['bluesky', 'search:hong kong'],
    ['telegram', 'https://t.me/s/hkfp_news'],
    ['telegram', 'hkfp_news'],
    ['ingest', ''],
    ['file', ''],
    ['demo', ''],
  ] as const)('accepts a %s source with target %j', (kind, target) => {
    expect(targetError(kind, target)).toBeNull();
  });

  it.each([
    ['rss', '', "A source of kind 'rss' needs a target"],
    ['rss', 'ftp://example.com/feed.xml', 'must be an http(s) URL'],
    ['mastodon', 'mastodon.social', "must be an http(s) URL (got 'mastodon.social')"],
    ['bluesky', 'search:  ', 'an http(s) URL or search:<words>'],
    ['bluesky', 'hongkongfp.com', 'an http(s) URL or search:<words>'],
    ['telegram', 'hk news', 'an http(s) URL or a channel name'],
    ['telegram', 'abc', 'an http(s) URL or a channel name'],
    ['ingest', 'https://example.com', "A source of kind 'ingest' takes no target"],
    ['file', 'posts.jsonl', "A source of kind 'file' takes no target"],
  ] as const)('refuses a %s source with target %j', (kind, target, message) => {
    expect(targetError(kind, target)).toContain(message);
  });
});
