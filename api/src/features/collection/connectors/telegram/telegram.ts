import { DomUtils, parseDocument } from 'htmlparser2';
import { InputError } from '../../../../errors.js';
import { NO_REACTIONS, type CollectedPost } from '../../collected-post.js';
import { htmlToText } from '../../text.js';
import { titleFromText } from '../source-settings.js';

type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

const SITE = 'Telegram';
// Usernames are 5–32 letters, digits and underscores; a little looser so that old short names still read.
const CHANNEL_PATH = /^\/(?:s\/)?([A-Za-z0-9_]{3,64})\/?$/;
const DATA_POST = /^([A-Za-z0-9_]{3,64})\/(\d+)$/;
// Parts of a message that quote the message it replies to or preview a linked page: their text is not the message's.
const QUOTED = new Set(['tgme_widget_message_reply', 'tgme_widget_message_link_preview']);
const VIEWS = /^(\d+(?:\.\d+)?)\s*([KM]?)$/i;

/**
 * Posts of a public channel's preview page (https://t.me/s/<channel>), which shows its newest messages (about 20).
 * Messages without text (a photo or sticker without caption, a service notice) and messages without a date are
 * skipped; a page that is no channel preview at all (a private or missing channel) is an InputError. Every text is
 * read through htmlToText, so markup and handlers in the page never reach a post.
 */
export function parseTelegramPreview(html: string, channelUrl: string): CollectedPost[] {
  const username = channelOf(channelUrl);
  const doc = parseDocument(html);
  const messages = DomUtils.findAll((el) => hasClass(el, 'tgme_widget_message'), doc.children);
  // A private or missing channel's link leads to a page without the channel header: tell it from an empty channel.
  if (messages.length === 0 && DomUtils.findOne((el) => hasClass(el, 'tgme_channel_info'), doc.children) === null) {
    throw new InputError('Malformed Telegram page: it shows no public channel (the channel is private or does not exist)');
  }
  const channel = channelTitle(doc.children) || username;
  return messages.flatMap((message) => {
    const post = readMessage(message, username, channel);
    return post === null ? [] : [post];
  });
}

/** The channel username in a t.me URL (https://t.me/s/<channel> or https://t.me/<channel>). */
export function telegramChannelOf(channelUrl: string): string | null {
  try {
    return CHANNEL_PATH.exec(new URL(channelUrl).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

function channelOf(channelUrl: string): string {
  const name = telegramChannelOf(channelUrl);
  if (name === null) throw new InputError(`Malformed Telegram channel URL '${channelUrl}'`);
  return name;
}

function readMessage(message: Element, username: string, channel: string): CollectedPost | null {
  const ids = DATA_POST.exec(message.attribs['data-post'] ?? '');
  const text = find(message, 'tgme_widget_message_text');
  const time = find(message, 'tgme_widget_message_date');
  const datetime = time && DomUtils.findOne((el) => el.name === 'time', time.children)?.attribs.datetime;
  const postedAt = Date.parse(datetime ?? '');
  const body = text ? plain(text) : '';
  if (ids === null || body === '' || Number.isNaN(postedAt)) return null;

  const link = `https://t.me/${ids[1]}/${ids[2]}`;
  const owner = find(message, 'tgme_widget_message_owner_name');
  const photo = find(message, 'tgme_widget_message_user_photo');
  const channelLink = `https://t.me/${username}`;
  return {
    sourceId: `${ids[1]}/${ids[2]}`,
    threadSourceId: `${ids[1]}/${ids[2]}`,
    isComment: false,
    medium: 'Telegram',
    site: SITE,
    threadTitle: titleFromText(body),
    threadLink: link,
    postLink: link,
    message: body,
    authorName: (owner && plain(owner)) || channel,
    authorId: username,
    authorImage: httpUrl(photo && DomUtils.findOne((el) => el.name === 'img', photo.children)?.attribs.src),
    authorLink: channelLink,
    channel,
    channelLink,
    postedAt,
    commentCount: 0,
    shareCount: 0,
    viewCount: views(find(message, 'tgme_widget_message_views')),
    reactions: NO_REACTIONS,
    lang: null,
  };
}

function channelTitle(nodes: Element['children']): string {
  const header = DomUtils.findOne((el) => hasClass(el, 'tgme_channel_info_header_title'), nodes);
  if (header) return plain(header);
  const og = DomUtils.findOne((el) => el.name === 'meta' && el.attribs.property === 'og:title', nodes);
  return htmlToText(og?.attribs.content ?? '');
}

/** The first descendant with the class, not looking inside quoted parts. */
function find(root: Element, className: string): Element | undefined {
  for (const node of root.children) {
    if (!DomUtils.isTag(node) || [...QUOTED].some((quoted) => hasClass(node, quoted))) continue;
    if (hasClass(node, className)) return node;
    const found = find(node, className);
    if (found) return found;
  }
  return undefined;
}

const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);

const plain = (el: Element) => htmlToText(DomUtils.getInnerHTML(el, { encodeEntities: 'utf8' }));

/** "987", "1.2K", "3.4M" as a number. */
function views(el: Element | undefined): number {
  const match = VIEWS.exec(el ? plain(el) : '');
  if (match === null) return 0;
  const scale = { '': 1, K: 1_000, M: 1_000_000 }[(match[2] ?? '').toUpperCase()] ?? 1;
  return Math.round(Number(match[1]) * scale);
}

function httpUrl(src: string | undefined): string | null {
  if (src === undefined) return null;
  try {
    const url = new URL(src, 'https://t.me/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
