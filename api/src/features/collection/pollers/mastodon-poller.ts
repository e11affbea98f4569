import { mapMastodonStatuses } from '../connectors/mastodon/mastodon.js';
import { mastodonTimeline } from '../connectors/mastodon/mastodon-payload.js';
import { parsePayload } from '../connectors/source-settings.js';
import { cursorString } from './cursor.js';
import { fetchConditional, parseJson, readPayload } from './fetch-payload.js';
import type { Poller } from './poll-types.js';
import { badTarget, targetUrl } from './targets.js';

const EXPECTED = 'an instance URL such as https://mastodon.social, or a hashtag page such as https://mastodon.social/tags/hongkong';
// The most a timeline call returns.
const LIMIT = 40;

/**
 * An instance's local public timeline, or a hashtag timeline. The cursor is the newest status id read: since_id asks
 * for the statuses after it, newest first, so a burst of more than LIMIT between polls loses its oldest statuses
 * rather than leaving the source ever further behind.
 */
export const pollMastodon: Poller = async (target, state, context) => {
  const { url, tag } = timelineUrl(target.target);
  const sinceId = cursorString(state.cursor, 'sinceId');
  if (sinceId !== null) url.searchParams.set('since_id', sinceId);
  const fetched = await fetchConditional(url.href, target, context, state);
  if (fetched === null) return { kind: 'not_modified', state };
  const payload = parseJson(fetched.body, url.href);
  const settings = { site: target.site, medium: target.medium, baseUrl: url.origin, ...(tag === null ? {} : { channel: `#${tag}` }) };
  const statuses = readPayload(url.href, () => parsePayload(mastodonTimeline, payload, 'Mastodon timeline'));
  const posts = readPayload(url.href, () => mapMastodonStatuses(statuses, settings));
  // Timelines are newest first.
  const cursor = { sinceId: statuses[0]?.id ?? sinceId };
  return { kind: 'posts', posts, state: { etag: fetched.etag, lastModified: fetched.lastModified, cursor } };
};

function timelineUrl(target: string): { url: URL; tag: string | null } {
  const page = targetUrl(target, EXPECTED);
  const path = page.pathname.replace(/\/+$/, '');
  if (path === '') {
    const url = new URL('/api/v1/timelines/public', page.origin);
    url.searchParams.set('local', 'true');
    url.searchParams.set('limit', String(LIMIT));
    return { url, tag: null };
  }
  const tag = /^\/tags\/([^/]+)$/.exec(path)?.[1];
  if (tag === undefined) throw badTarget(target, EXPECTED);
  const name = decodeTag(tag);
  if (name === null) throw badTarget(target, EXPECTED);
  const url = new URL(`/api/v1/timelines/tag/${encodeURIComponent(name)}`, page.origin);
  url.searchParams.set('limit', String(LIMIT));
  return { url, tag: name };
}

function decodeTag(encoded: string): string | null {
  try {
    const tag = decodeURIComponent(encoded).replace(/^#/, '');
    return tag === '' ? null : tag;
  } catch {
    return null;
  }
}
