import type { FeedDetail, TaskSettings } from 'shared/contract';
import type { EditorStep } from 'shared/rules';

/** The wizard's steps in order, with their breadcrumb labels (spec doc 1 §2.6). */
export const STEPS: ReadonlyArray<{ step: EditorStep; label: string }> = [
  { step: 'type', label: 'Feed Type' },
  { step: 'name', label: 'Feed Name' },
  { step: 'keywords', label: 'Refine Keywords' },
  { step: 'sources', label: 'Sources' },
  { step: 'settings', label: 'Settings' },
];

export function stepIndex(step: EditorStep): number {
  return STEPS.findIndex((s) => s.step === step);
}

/** A new feed: nothing chosen, every medium. */
export const EMPTY_DETAIL: FeedDetail = {
  type: null,
  name: '',
  indus_id: 0,
  keywords: { guided: [], advanced: '', guidedView: { NoExOnly: true, ExcludeOnly: false } },
  lang: '',
  mediums: null,
  unix_start: 0,
  unix_end: 0,
  frequency: null,
};

/** The editor detail of a stored feed. */
export function detailFromSettings(task: TaskSettings): FeedDetail {
  return {
    type: task.task_type,
    name: task.task_name,
    indus_id: task.indus_id,
    keywords: { guided: task.query_layer, advanced: task.query_string, guidedView: task.guided_view },
    lang: task.lang_abbr,
    mediums: task.list_medium,
    unix_start: task.adhoc_from ?? 0,
    unix_end: task.adhoc_to ?? 0,
    frequency: task.cron,
  };
}

/** Whether two details hold the same configuration; JSON of the schema's plain data is a faithful comparison. */
export function sameDetail(a: FeedDetail, b: FeedDetail): boolean {
  return JSON.stringify(normalisedForCompare(a)) === JSON.stringify(normalisedForCompare(b));
}

// Key order differs between a detail built here and one from the server; fix it so the JSON compares content only.
function normalisedForCompare(d: FeedDetail) {
  return [
    d.type,
    d.name,
    d.indus_id,
    d.keywords.guided.map((g) => [g.in, g.ex]),
    d.keywords.advanced,
    d.keywords.guidedView.NoExOnly,
    d.keywords.guidedView.ExcludeOnly,
    d.lang,
    d.mediums,
    d.unix_start,
    d.unix_end,
    d.frequency,
  ];
}
