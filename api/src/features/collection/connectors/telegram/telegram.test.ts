import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InputError } from '../../../../errors.js';
import { expectWellFormed } from '../../../../testing/social-fixtures.js';
import { parseTelegramPreview, telegramChannelOf } from './telegram.js';

// Hand-written after the public t.me/s markup (no capture of a preview page is available).
const page = readFileSync(path.join(__dirname, 'channel-preview.fixture.html'), 'utf8');
const CHANNEL = 'https://t.me/s/harbourwatch';

describe('Telegram channel preview connector', () => {
  const posts = parseTelegramPreview(page, CHANNEL);
  const byId = (id: number) => posts.find((post) => post.sourceId === `harbourwatch/${id}`);

  it('reads every message with text, skipping a photo without caption and a service notice', () => {
    expect(posts.map((post) => post.sourceId)).toEqual(['harbourwatch/101', 'harbourwatch/102', 'harbourwatch/104', 'harbourwatch/105', 'harbourwatch/106']);
    // Message 106 says '<script>' in escaped text, which is text and stays: its own test checks it.
    expectWellFormed(posts.filter((post) => post !== byId(106)), true);
  });

  it('maps a message with its links, emoji and line breaks as plain text', () => {
    expect(byId(101)).toEqual({
      sourceId: 'harbourwatch/101',
      threadSourceId: 'harbourwatch/101',
      isComment: false,
      medium: 'Telegram',
      site: 'Telegram',
      threadTitle: 'Star Ferry resumes the Wan Chai route today ⛴',
      threadLink: 'https://t.me/harbourwatch/101',
      postLink: 'https://t.me/harbourwatch/101',
      message: 'Star Ferry resumes the Wan Chai route today ⛴\n天星小輪灣仔航線今日恢復 🎉\nTimetable: starferry.com.hk & #ferry',
      authorName: 'Harbour Watch 海港觀察',
      authorId: 'harbourwatch',
      authorImage: 'https://cdn4.telesco.pe/file/harbourwatch-avatar.jpg',
      authorLink: 'https://t.me/harbourwatch',
      channel: 'Harbour Watch 海港觀察',
      channelLink: 'https://t.me/harbourwatch',
      postedAt: Date.parse('2025-03-14T01:15:42Z'),
      commentCount: 0,
      shareCount: 0,
      viewCount: 1200,
      reactions: expect.objectContaining({ count: 0 }),
      lang: null,
    });
  });

  it('reads view counts with K and M suffixes', () => {
    expect([101, 102, 104, 105, 106].map((id) => byId(id)?.viewCount)).toEqual([1200, 3_400_000, 845, 987, 15_000]);
  });

  it('reads a forwarded message as its own text, the forwarding line left out', () => {
    expect(byId(102)?.message).toBe('Strong Monsoon Signal in force.\nFerry services to outlying islands may be delayed.');
  });

  it('reads a photo caption, and an edited message by its date', () => {
    expect(byId(104)).toMatchObject({ message: 'Lanterns along the Tsim Sha Tsui promenade tonight', postedAt: Date.parse('2025-03-14T12:05:00Z') });
  });

  it('leaves out the quoted message a reply answers and the preview of a linked page', () => {
    expect(byId(105)?.message).toBe('Update: first sailing at 07:20 from Wan Chai pier.');
  });

  it('neutralises scripts, handlers and javascript: links to text', () => {
    const hostile = byId(106);
    expect(hostile?.message).toBe('Beware of fake ticket sites\nfree tickets <script>not a tag</script>');
    expect(hostile?.authorName).toBe('Harbour Watch 海港觀察');
    expect(hostile?.authorImage).toBeNull();
    expect(JSON.stringify(hostile)).not.toMatch(/alert|onerror|onclick|evil|javascript/);
  });

  it('takes the channel title from og:title when the page has no channel header', () => {
    const withoutHeader = page.replace(/<div class="tgme_channel_info_header_title">.*?<\/div>/, '');
    expect(parseTelegramPreview(withoutHeader, CHANNEL)[0]?.channel).toBe('Harbour Watch 海港觀察');
  });

  it('answers no posts for a channel without messages, and an InputError for a page that is no channel preview', () => {
    const empty = page.replace(/<section class="tgme_channel_history[\s\S]*<\/section>/, '');
    expect(parseTelegramPreview(empty, CHANNEL)).toEqual([]);
    expect(() => parseTelegramPreview('<html><body><div class="tgme_page">Channel not found</div></body></html>', CHANNEL)).toThrow(InputError);
  });

  it('reads the channel name from a preview or channel link', () => {
    expect(telegramChannelOf('https://t.me/s/harbourwatch')).toBe('harbourwatch');
    expect(telegramChannelOf('https://t.me/harbourwatch/')).toBe('harbourwatch');
    expect(telegramChannelOf('https://t.me/harbourwatch/101')).toBeNull();
    expect(() => parseTelegramPreview(page, 'not a url')).toThrow(InputError);
  });
});
