import { ApiFailure } from '../../http/failure.js';

/** How the posts screen names a post of a feed (spec doc 2 §3). */
export function toLiveSid(taskId: number, hash: string): string {
  return `${taskId}_${hash}`;
}

/** The post hash a live_sid names; a live_sid of another feed is refused, so one call never reaches two feeds. */
export function hashOfLiveSid(taskId: number, liveSid: string): string {
  const prefix = `${taskId}_`;
  if (!liveSid.startsWith(prefix)) throw new ApiFailure(400, 'invalid_request', `The post ${liveSid} is not a post of feed ${taskId}`);
  return liveSid.slice(prefix.length);
}

export const POST_NOT_IN_FEED_TEXT = 'This post is not in the feed';
