import type { AccessEntry } from '../contract/index.js';

/** Feeds offered as the second feed of a compare (spec doc 3 §5): ad-hoc only, never the current one. */
export function compareCandidates<T extends Pick<AccessEntry, 'task_id' | 'task_type'>>(feeds: readonly T[], currentId: number): T[] {
  return feeds.filter((f) => f.task_type === 1 && f.task_id !== currentId);
}
