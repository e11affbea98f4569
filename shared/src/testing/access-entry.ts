import type { AccessEntry } from '../contract/index.js';

const zero = { total: 0, prev_avg: 0 };

/** An access entry as the API sends it, with no figures unless given. */
export function accessEntry(overrides: Partial<AccessEntry> = {}): AccessEntry {
  return {
    task_id: 1,
    task_name: 'Feed',
    account_name: 'Harbour Demo',
    readable: true,
    writable: true,
    task_type: 0,
    status: 1,
    last_edit_user: null,
    last_edit_time: null,
    total_threads: 0,
    stat: { author_count: zero, eng_count: zero, post_count: zero, thread_count: zero, view_count: zero },
    line: { delta: 0, points: [] },
    ...overrides,
  };
}
