import type { FeedPost } from 'shared/contract';

/** The modal's 'Search posts' box: the words typed, case-insensitively, in the title, the message or the author. */
export function matchesPostSearch(post: Pick<FeedPost, 'thread_title' | 'post_message' | 'author_name'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [post.thread_title, post.post_message, post.author_name].some((field) => field.toLocaleLowerCase().includes(needle));
}

