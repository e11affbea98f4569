import { NO_REACTIONS, type CollectedPost } from '../../collected-post.js';
import { htmlToText } from '../../text.js';
import { isoToMs, parsePayload, titleFromText, type SourceSettings } from '../source-settings.js';
import { mastodonContext, mastodonStatus, mastodonTimeline, type MastodonStatus } from './mastodon-payload.js';

type Status = Omit<MastodonStatus, 'reblog'>;

const WHAT = 'Mastodon';

/** Posts of a timeline (array of statuses) or of a single status. */
export function mapMastodonStatuses(payload: unknown, settings: SourceSettings): CollectedPost[] {
  const statuses = Array.isArray(payload)
    ? parsePayload(mastodonTimeline, payload, WHAT)
    : [parsePayload(mastodonStatus, payload, WHAT)];
  return mapStatuses(statuses, settings);
}

/**
 * Posts of a status context (GET /statuses/:id/context) together with the status it was asked for, when the caller
 * has it. Without it and without ancestors, the replies' root is unknown and they fall back as timeline replies do.
 */
export function mapMastodonContext(context: unknown, settings: SourceSettings, status?: unknown): CollectedPost[] {
  const { ancestors, descendants } = parsePayload(mastodonContext, context, `${WHAT} context`);
  const focal = status === undefined ? [] : [parsePayload(mastodonStatus, status, WHAT)];
  return mapStatuses([...ancestors, ...focal, ...descendants], settings);
}

function mapStatuses(statuses: readonly MastodonStatus[], settings: SourceSettings): CollectedPost[] {
  // A reblog stands for its original: keep the original, once, however many times it was boosted.
  const byId = new Map<string, Status>();
  for (const status of statuses) {
    const original = status.reblog ?? status;
    if (!byId.has(original.id)) byId.set(original.id, original);
  }
  return [...byId.values()].map((status) => toPost(status, byId, settings));
}

function toPost(status: Status, byId: ReadonlyMap<string, Status>, settings: SourceSettings): CollectedPost {
  const postLink = status.url ?? status.uri;
  const root = findRoot(status, byId);
  const host = instanceHost(status, settings);
  const channel = settings.channel ?? host;
  const message = [status.spoiler_text, htmlToText(status.content)].filter((part) => part !== '').join('\n');
  return {
    sourceId: status.uri,
    ...threadOf(status, root, postLink),
    isComment: status.in_reply_to_id != null,
    medium: settings.medium,
    site: settings.site,
    postLink,
    message,
    authorName: status.account.display_name || status.account.username,
    authorId: qualifiedAcct(status.account.acct, status.account.url),
    authorImage: status.account.avatar || null,
    authorLink: status.account.url,
    channel,
    channelLink: channel.startsWith('#') ? `https://${host}/tags/${encodeURIComponent(channel.slice(1))}` : `https://${host}/`,
    postedAt: isoToMs(status.created_at, WHAT),
    commentCount: status.replies_count,
    shareCount: status.reblogs_count,
    viewCount: 0,
    reactions: { ...NO_REACTIONS, count: status.favourites_count, like: status.favourites_count },
    lang: status.language ?? null,
  };
}

/** The opening status of the thread, or the id of the status the known chain replies to when that one is not here. */
function findRoot(status: Status, byId: ReadonlyMap<string, Status>): Status | string {
  let current = status;
  const seen = new Set<string>();
  while (current.in_reply_to_id != null && !seen.has(current.id)) {
    seen.add(current.id);
    const parent = byId.get(current.in_reply_to_id);
    if (parent === undefined) return current.in_reply_to_id;
    current = parent;
  }
  return current;
}

function threadOf(status: Status, root: Status | string, postLink: string) {
  if (typeof root === 'string') {
    // The root is not in the payload: its instance-local id stands in until the fetcher loads the context, and the
    // reply's own page links into the thread because Mastodon shows the conversation around it.
    return { threadSourceId: root, threadTitle: '', threadLink: postLink };
  }
  const rootText = root.spoiler_text || htmlToText(root.content);
  return { threadSourceId: root.uri, threadTitle: titleFromText(rootText), threadLink: root.url ?? root.uri };
}

// The instance the source reads from; a federated timeline carries statuses of many instances but was read on one.
function instanceHost(status: Status, settings: SourceSettings): string {
  return new URL(settings.baseUrl ?? status.uri).host;
}

// Local accounts have a bare acct; qualifying it keeps author ids unique across instances.
function qualifiedAcct(acct: string, accountUrl: string): string {
  return acct.includes('@') ? acct : `${acct}@${new URL(accountUrl).host}`;
}
