/** Every bucket start of the feeds' series, in order: the compare view's two feeds share one axis. */
export function unionOfStarts(lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}
