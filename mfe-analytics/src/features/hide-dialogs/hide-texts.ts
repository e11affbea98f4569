/** The wording of each manager (spec doc 3 §2 "Hide dialogs", §8). */
export const HIDE_TEXTS = {
  keywords: {
    title: 'Manage word cloud keywords',
    noun: 'keywords',
    column: 'Keyword',
  },
  topics: {
    title: 'Manage hidden topics',
    noun: 'topics',
    column: 'Topic',
  },
} as const;

export type HideKind = keyof typeof HIDE_TEXTS;
