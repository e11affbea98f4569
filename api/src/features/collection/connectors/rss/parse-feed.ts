import { createHash } from 'node:crypto';
import type { MediumName } from 'shared/contract';
import { NO_REACTIONS, type CollectedPost } from '../../collected-post.js';
import { htmlToText } from '../../text.js';
import { decodeFeed } from './decode-feed.js';
import { parseFeedDate } from './feed-dates.js';
import { child, childElements, innerMarkup, isElement, parseXml, textOf, type XmlElement } from './xml-tree.js';

export interface FeedSourceSettings {
  medium: MediumName;
  /** Site name for the posts; the feed's own title is used when empty. */
  site: string;
  /** Overrides the channel name, which otherwise is the feed title. */
  channel?: string;
}

export interface FeedInfo {
  title: string;
  link: string | null;
  language: string | null;
}

export interface ParsedFeed {
  feed: FeedInfo;
  items: CollectedPost[];
  /** Encoding the bytes were read with (WHATWG name). */
  encoding: string;
}

const ITEM_NAMES = new Set(['item', 'entry']);

// feedparser's test for "this text is HTML": a tag or an entity reference.
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function childText(el: XmlElement, name: string): string {
  const found = child(el, name);
  return found ? collapse(textOf(found)) : '';
}

/** Plain text of a text construct: Atom type="text" (or plain-looking RSS text) as is, anything else via htmlToText. */
function plainText(el: XmlElement | undefined): string {
  if (el === undefined) return '';
  const type = (el.attrs.type ?? el.attrs.mode ?? '').toLowerCase();
  if (type === 'xhtml' || childElements(el).length > 0) return htmlToText(innerMarkup(el));
  const text = textOf(el);
  if (type === 'text' || type === 'text/plain') return collapse(text);
  return LOOKS_LIKE_HTML.test(text) ? htmlToText(text) : collapse(text);
}

/** An absolute http(s) URL, or null: other schemes (javascript:, data:, mailto:) never become links. */
function httpUrl(href: string | undefined, base: string | null): string | null {
  if (href === undefined || href.trim() === '') return null;
  try {
    const url = new URL(href.trim(), base ?? undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The alternate link: Atom <link rel="alternate" href> (rel defaults to alternate) or RSS <link>text</link>. */
function linkOf(el: XmlElement, base: string | null): string | null {
  for (const link of childElements(el, 'link')) {
    const rel = (link.attrs.rel ?? 'alternate').toLowerCase();
    const href = link.attrs.href ?? link.attrs['rdf:resource'];
    const candidate = href !== undefined ? (rel === 'alternate' ? href : undefined) : textOf(link);
    const url = httpUrl(candidate, link.base ?? base);
    if (url !== null) return url;
  }
  return null;
}

/** The item elements of any feed format, wherever a sloppy feed put them, without descending into an item. */
function findItems(el: XmlElement, out: XmlElement[] = []): XmlElement[] {
  for (const c of el.children) {
    if (!isElement(c)) continue;
    if (ITEM_NAMES.has(c.name)) out.push(c);
    else findItems(c, out);
  }
  return out;
}

function findChannel(root: XmlElement): XmlElement | undefined {
  const queue = childElements(root);
  for (let el = queue.shift(); el !== undefined; el = queue.shift()) {
    if (el.name === 'channel' || el.name === 'feed') return el;
    if (!ITEM_NAMES.has(el.name)) queue.push(...childElements(el));
  }
  return undefined;
}

/** Name part of an RSS author ("joe@example.org (Joe Bloggs)", "Joe Bloggs <joe@example.org>") or an Atom person. */
function personName(el: XmlElement | undefined): { name: string; uri: string | null; email: string | null } | null {
  if (el === undefined) return null;
  const nameEl = child(el, 'name');
  if (nameEl !== undefined || child(el, 'email') !== undefined || child(el, 'uri', 'url') !== undefined) {
    const email = childText(el, 'email');
    const name = nameEl ? plainText(nameEl) : email;
    const uriEl = child(el, 'uri', 'url');
    return { name, uri: uriEl ? httpUrl(textOf(uriEl), uriEl.base) : null, email: email || null };
  }
  const raw = collapse(textOf(el));
  if (raw === '') return null;
  const paren = /^(\S+@\S+)\s*\((.+)\)$/.exec(raw);
  if (paren?.[2] !== undefined) return { name: paren[2].trim(), uri: null, email: paren[1] ?? null };
  const angle = /^(.+?)\s*<(\S+@\S+)>$/.exec(raw);
  if (angle?.[1] !== undefined) return { name: angle[1].replace(/^"|"$/g, ''), uri: null, email: angle[2] ?? null };
  return { name: raw, uri: null, email: /^\S+@\S+$/.test(raw) ? raw : null };
}

const DATE_NAMES = ['pubdate', 'published', 'updated', 'dc:date', 'issued', 'modified', 'created', 'dcterms:issued', 'dcterms:modified', 'dcterms:created'];

function dateOf(el: XmlElement): number | null {
  for (const name of DATE_NAMES) {
    for (const d of childElements(el, name)) {
      const parsed = parseFeedDate(textOf(d));
      if (parsed !== null) return parsed;
    }
  }
  return null;
}

function count(value: string | undefined): number {
  const n = Number.parseInt((value ?? '').trim(), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function messageOf(item: XmlElement): string {
  const media = child(item, 'media:group') ?? item;
  for (const el of [child(item, 'content:encoded'), child(item, 'content'), child(item, 'summary'), child(item, 'description'), child(media, 'media:description')]) {
    // Atom content with src= points elsewhere; its (empty) element has nothing to read.
    if (el === undefined || el.attrs.src !== undefined) continue;
    const text = plainText(el);
    if (text !== '') return text;
  }
  return '';
}

function hashId(title: string, date: string): string {
  return `sha256:${createHash('sha256').update(`${title}\n${date}`).digest('hex').slice(0, 40)}`;
}

function readItem(item: XmlElement, feed: FeedInfo, feedAuthor: ReturnType<typeof personName>, settings: FeedSourceSettings, fetchedAt: number): CollectedPost {
  const base = item.base ?? feed.link;
  const videoId = childText(item, 'yt:videoid');
  const guid = child(item, 'guid', 'id');
  const guidText = guid ? collapse(textOf(guid)) : '';
  const guidLink = guid && guid.attrs.ispermalink?.toLowerCase() !== 'false' ? httpUrl(guidText, null) : null;
  const rdfAbout = httpUrl(item.attrs['rdf:about'], base);
  let link = linkOf(item, base) ?? guidLink ?? rdfAbout ?? '';
  if (link === '' && videoId !== '') link = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  const title = plainText(child(item, 'title'));
  const posted = dateOf(item);
  const sourceId = guidText || link || hashId(title, posted === null ? '' : String(posted));

  const author = personName(child(item, 'author')) ?? personName(child(item, 'dc:creator')) ?? personName(child(item, 'itunes:author')) ?? feedAuthor;
  const media = child(item, 'media:group');
  const community = media ? child(media, 'media:community') : undefined;
  const stats = community ? child(community, 'media:statistics') : undefined;
  const rating = community ? child(community, 'media:starrating') : undefined;
  const likes = count(rating?.attrs.count);
  const comments = child(item, 'slash:comments', 'thr:total');

  return {
    sourceId,
    threadSourceId: sourceId,
    isComment: false,
    medium: videoId !== '' ? 'Video' : settings.medium,
    site: settings.site || feed.title,
    threadTitle: title,
    threadLink: link,
    postLink: link,
    message: messageOf(item),
    authorName: author?.name ?? '',
    authorId: author?.uri ?? author?.email ?? author?.name ?? '',
    authorImage: null,
    authorLink: author?.uri ?? null,
    channel: settings.channel ?? (feed.title || null),
    channelLink: feed.link,
    postedAt: posted ?? fetchedAt,
    commentCount: comments ? count(textOf(comments)) : 0,
    shareCount: 0,
    viewCount: count(stats?.attrs.views),
    reactions: { ...NO_REACTIONS, count: likes, like: likes },
    lang: item.attrs['xml:lang'] ?? feed.language,
  };
}

/**
 * Reads an RSS 0.9x/2.0, RSS 1.0 (RDF) or Atom 0.3/1.0 feed, including YouTube channel feeds, into posts.
 * Never throws on bad input: an unreadable document gives an empty feed.
 */
export function parseFeed(bytes: Buffer, contentType: string | null | undefined, settings: FeedSourceSettings, fetchedAt: number): ParsedFeed {
  const { text, encoding } = decodeFeed(bytes, contentType);
  const root = parseXml(text);
  const channel = findChannel(root);
  const docRoot = childElements(root)[0];
  const language = channel ? (child(channel, 'language', 'dc:language') ?? undefined) : undefined;
  const feed: FeedInfo = {
    title: channel ? plainText(child(channel, 'title')) : '',
    link: channel ? linkOf(channel, channel.base) : null,
    language: (language ? collapse(textOf(language)) : (channel?.attrs['xml:lang'] ?? docRoot?.attrs['xml:lang'] ?? '')) || null,
  };
  const feedAuthor = channel ? (personName(child(channel, 'author')) ?? personName(child(channel, 'dc:creator'))) : null;
  const items = findItems(root).map((item) => readItem(item, feed, feedAuthor, settings, fetchedAt));
  return { feed, items, encoding };
}
