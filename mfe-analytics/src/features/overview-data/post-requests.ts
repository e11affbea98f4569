import type { SentimentValue, TopAuthor, TopThread } from 'shared/contract';
import { bucketSearchWindow, type Interval, type TimeWindow } from 'shared/rules';
import type { PostDetailsRequest, SearchWindow } from '../post-details/post-details-request';

/** The post search of an overview window: the overview's windows end before `to`, a post search's end is included. */
export function searchWindowOf(window: TimeWindow): SearchWindow {
  return { from: window.from, to: window.to - 1 };
}

export type TimelineView = 'threads' | 'comments' | 'all';

const IS_COMMENT: Record<TimelineView, boolean | undefined> = { threads: false, comments: true, all: undefined };

/** A count-timeline point: the posts of its bucket, of the chart's view. */
export function chartPointRequest(taskId: number, bucketStart: number, view: TimelineView, interval: Interval, window: TimeWindow): PostDetailsRequest {
  const isComment = IS_COMMENT[view];
  return {
    kind: 'chart',
    taskId,
    window: bucketSearchWindow(bucketStart, interval, window),
    ...(isComment === undefined ? {} : { isComment }),
  };
}

/** A sentiment bar (the whole window) or a sentiment-timeline point (its bucket). */
export function sentimentRequest(
  taskId: number,
  sentiment: SentimentValue,
  window: TimeWindow,
  bucket?: { start: number; interval: Interval },
): PostDetailsRequest {
  return {
    kind: 'sentiment',
    taskId,
    sentiment,
    window: bucket ? bucketSearchWindow(bucket.start, bucket.interval, window) : searchWindowOf(window),
  };
}

export function authorRequest(taskId: number, author: TopAuthor, window: TimeWindow): PostDetailsRequest {
  return { kind: 'author', taskId, author, window: searchWindowOf(window) };
}

export function threadRequest(taskId: number, thread: TopThread): PostDetailsRequest {
  return { kind: 'thread', taskId, threadLink: thread.url, title: thread.title };
}

/** A word-cloud word, or a trending topic by its word. */
export function topicRequest(taskId: number, word: string, window: TimeWindow): PostDetailsRequest {
  return { kind: 'topic', taskId, words: [word], window: searchWindowOf(window) };
}
