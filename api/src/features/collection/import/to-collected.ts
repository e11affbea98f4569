import type { IngestPost, MediumName } from 'shared/contract';
import type { CollectedPost } from '../collected-post.js';
import { htmlToText } from '../text.js';

/** Where a pushed or imported post came from; its own medium and site, when given, take precedence. */
export interface PostOrigin {
  medium: MediumName;
  site: string;
}

/**
 * A pushed or imported post as the collector's own post shape. Message and thread title may carry HTML from the
 * sender, so both are reduced to plain text here, before anything stores or shows them.
 */
export function toCollectedPost(post: IngestPost, source: PostOrigin): CollectedPost {
  const reactions = {
    like: post.reaction_like,
    dislike: post.reaction_dislike,
    love: post.reaction_love,
    haha: post.reaction_haha,
    angry: post.reaction_angry,
    sad: post.reaction_sad,
    wow: post.reaction_wow,
  };
  return {
    sourceId: post.source_id,
    threadSourceId: post.thread_source_id ?? post.source_id,
    isComment: post.is_comment,
    medium: post.medium ?? source.medium,
    site: post.site ?? source.site,
    threadTitle: htmlToText(post.thread_title),
    threadLink: post.thread_link,
    postLink: post.post_link,
    message: htmlToText(post.post_message),
    authorName: post.author_name,
    authorId: post.author_id,
    authorImage: post.author_image,
    authorLink: post.author_link,
    channel: post.channel,
    channelLink: post.channel_link,
    postedAt: post.unix_timestamp,
    commentCount: post.comment_count,
    shareCount: post.share_count,
    viewCount: post.view_count,
    reactions: { count: Object.values(reactions).reduce((sum, n) => sum + n, 0), ...reactions },
    lang: post.lang,
  };
}
