/** Top threads as the lists show them (spec doc 3 §2): threads with an empty title removed, then repeated titles. */
export function listableThreads<T extends { title: string }>(threads: readonly T[]): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const thread of threads) {
    const key = thread.title.trim();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(thread);
  }
  return kept;
}
