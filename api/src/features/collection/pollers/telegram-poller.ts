import { parseTelegramPreview, telegramChannelOf } from '../connectors/telegram/telegram.js';
import { cursorNumber } from './cursor.js';
import { fetchConditional, readPayload } from './fetch-payload.js';
import type { Poller } from './poll-types.js';
import { badTarget } from './targets.js';

const EXPECTED = "a public channel's preview page such as https://t.me/s/channelname, or the channel's name";
const HOSTS = new Set(['t.me', 'telegram.me']);
const NAME = /^@?([A-Za-z0-9_]{3,64})$/;

/**
 * A public channel's preview page, which shows its newest messages. The cursor is the highest message id read:
 * ids grow within a channel, so the messages at or below it were read before.
 */
export const pollTelegram: Poller = async (target, state, context) => {
  const url = previewUrl(target.target);
  const fetched = await fetchConditional(url, target, context, state);
  if (fetched === null) return { kind: 'not_modified', state };
  const lastId = cursorNumber(state.cursor, 'lastId') ?? 0;
  const read = readPayload(url, () => parseTelegramPreview(fetched.body.toString('utf8'), url));
  const posts = read.filter((post) => messageId(post.sourceId) > lastId);
  const newest = Math.max(lastId, ...read.map((post) => messageId(post.sourceId)));
  return { kind: 'posts', posts, state: { etag: fetched.etag, lastModified: fetched.lastModified, cursor: newest > 0 ? { lastId: newest } : {} } };
};

/** The preview page of the channel a target names, as a bare name, @name, or a t.me link. */
function previewUrl(target: string): string {
  const trimmed = target.trim();
  const bare = NAME.exec(trimmed)?.[1];
  if (bare !== undefined) return `https://t.me/s/${bare}`;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw badTarget(target, EXPECTED);
  }
  const channel = telegramChannelOf(url.href);
  if (url.protocol !== 'https:' || !HOSTS.has(url.hostname) || channel === null) throw badTarget(target, EXPECTED);
  return `https://t.me/s/${channel}`;
}

// sourceIds are '<channel>/<message id>'.
const messageId = (sourceId: string) => Number(sourceId.slice(sourceId.lastIndexOf('/') + 1));
