import type { TaskSettings } from '../contract/index.js';

/** A feed's settings as api.tasks.info answers them, for tests; override what the test is about. */
export function taskSettingsFixture(overrides: Partial<TaskSettings> = {}): TaskSettings {
  return {
    task_id: 1,
    task_name: 'Feed',
    task_type: 0,
    indus_id: 0,
    query_layer: [],
    query_string: 'mtr',
    guided_view: { NoExOnly: false, ExcludeOnly: false },
    lang_abbr: 'zh',
    list_medium: null,
    adhoc_from: null,
    adhoc_to: null,
    cron: 0,
    status: 1,
    writable: true,
    last_edit_user: null,
    last_edit_time: null,
    last_saved_at: null,
    mod: { used: 0, limit: null },
    ...overrides,
  };
}
