import { InputError } from '../../../../errors.js';
import { NO_REACTIONS, type CollectedPost } from '../../collected-post.js';
import { htmlToText } from '../../text.js';
import { isoToMs, parsePayload, type SourceSettings } from '../source-settings.js';
import { discourseLatestPosts, discourseTopic, discourseTopicList, type DiscoursePost } from './discourse-payload.js';

const WHAT = 'Discourse';
// Discourse's post action type for likes in actions_summary.
const LIKE_ACTION = 2;
const AVATAR_SIZE = '120';

interface Topic {
  id: number;
  title: string;
  slug: string | undefined;
  categoryId?: number | null | undefined;
}

/**
 * Posts of a topic (/t/<id>.json or /t/<id>/posts.json: post 1 opens the thread), a topic list (/latest.json,
 * /c/<category>.json: each topic as its thread, without its text) or /posts.json (latest posts of all topics).
 * Posts that are deleted or hidden are skipped. The channel is the source's configured one (a category), as these
 * payloads name categories by id only.
 */
export function mapDiscourse(payload: unknown, settings: SourceSettings): CollectedPost[] {
  const forum = forumOf(settings);
  if (isObject(payload) && 'topic_list' in payload) {
    return parsePayload(discourseTopicList, payload, WHAT).topic_list.topics.map((t) => {
      const link = topicUrl(forum, { ...t }, null);
      return {
        ...base(settings, forum, t.category_id),
        sourceId: `${forum.host}:topic:${t.id}`,
        threadSourceId: `${forum.host}:topic:${t.id}`,
        isComment: false,
        threadTitle: t.title,
        threadLink: link,
        postLink: link,
        message: '',
        authorName: '',
        authorId: '',
        authorImage: null,
        authorLink: null,
        postedAt: isoToMs(t.created_at, WHAT),
        commentCount: Math.max(0, t.posts_count - 1),
        viewCount: t.views,
        reactions: { ...NO_REACTIONS, count: t.like_count, like: t.like_count },
      };
    });
  }
  if (isObject(payload) && 'latest_posts' in payload) {
    return parsePayload(discourseLatestPosts, payload, WHAT)
      .latest_posts.filter(visible)
      .map((p) => fromPost(p, { id: p.topic_id, title: p.topic_title ?? '', slug: p.topic_slug }, 0, settings, forum));
  }
  const topic = parsePayload(discourseTopic, payload, WHAT);
  const slug = topic.slug ?? topic.post_stream.posts[0]?.topic_slug;
  return topic.post_stream.posts
    .filter(visible)
    .map((p) => fromPost(p, { id: topic.id, title: topic.title ?? '', slug, categoryId: topic.category_id }, p.post_number === 1 ? topic.views : 0, settings, forum));
}

interface Forum {
  origin: string;
  host: string;
}

function forumOf(settings: SourceSettings): Forum {
  if (settings.baseUrl === undefined) throw new InputError(`${WHAT} source needs the forum's base URL`);
  const url = new URL(settings.baseUrl);
  return { origin: url.origin + url.pathname.replace(/\/$/, ''), host: url.host };
}

function fromPost(post: DiscoursePost, topic: Topic, views: number, settings: SourceSettings, forum: Forum): CollectedPost {
  const isComment = post.post_number !== 1;
  // The opening post's own id is only known when it is in the payload, so threads are keyed by their topic.
  const threadSourceId = `${forum.host}:topic:${topic.id}`;
  const likes = post.like_count ?? post.actions_summary.find((a) => a.id === LIKE_ACTION)?.count ?? 0;
  return {
    ...base(settings, forum, post.category_id ?? topic.categoryId),
    sourceId: isComment ? `${forum.host}:${post.id}` : threadSourceId,
    threadSourceId,
    isComment,
    threadTitle: topic.title,
    threadLink: topicUrl(forum, topic, null),
    postLink: topicUrl(forum, topic, post.post_number),
    message: htmlToText(post.cooked),
    authorName: post.name || post.username,
    authorId: post.username,
    authorImage: post.avatar_template ? avatarUrl(forum, post.avatar_template) : null,
    authorLink: `${forum.origin}/u/${encodeURIComponent(post.username)}`,
    postedAt: isoToMs(post.created_at, WHAT),
    commentCount: post.reply_count,
    viewCount: views,
    reactions: { ...NO_REACTIONS, count: likes, like: likes },
  };
}

function base(settings: SourceSettings, forum: Forum, categoryId: number | null | undefined) {
  const channel = settings.channel ?? null;
  return {
    medium: settings.medium,
    site: settings.site,
    channel,
    channelLink: channel !== null && categoryId != null ? `${forum.origin}/c/${categoryId}` : null,
    shareCount: 0,
    lang: null,
  };
}

function topicUrl(forum: Forum, topic: { id: number; slug: string | undefined }, postNumber: number | null): string {
  // Discourse redirects a placeholder slug to the real one.
  const path = `${forum.origin}/t/${topic.slug || '-'}/${topic.id}`;
  return postNumber === null ? path : `${path}/${postNumber}`;
}

// Templates are protocol-relative (gravatar) or forum-relative, with a {size} placeholder.
function avatarUrl(forum: Forum, template: string): string {
  const sized = template.replace('{size}', AVATAR_SIZE);
  if (sized.startsWith('//')) return `https:${sized}`;
  if (sized.startsWith('/')) return forum.origin + sized;
  return sized;
}

const visible = (post: DiscoursePost) => !post.hidden && post.deleted_at == null;
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
