/** The view-by choices of Top authors and Top sites by activity (spec doc 3 §2), keyed as the replies group them. */
export type CountView = 'threads' | 'comments' | 'total';

export const COUNT_VIEWS: readonly { value: CountView; label: string }[] = [
  { value: 'threads', label: 'No. of threads' },
  { value: 'comments', label: 'No. of comments' },
  { value: 'total', label: 'No. of threads and comments' },
];

export const DEFAULT_COUNT_VIEW: CountView = 'total';
