// Cursors come back from storage as JSON written by an older version or by hand: unknown shapes read as empty.

export function cursorNumber(cursor: Record<string, unknown>, key: string): number | null {
  const value = cursor[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function cursorString(cursor: Record<string, unknown>, key: string): string | null {
  const value = cursor[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function cursorStrings(cursor: Record<string, unknown>, key: string): string[] {
  const value = cursor[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Name → count pairs, oldest first. Stored as an array of pairs because objects reorder numeric keys. */
export function cursorCounts(cursor: Record<string, unknown>, key: string): Map<string, number> {
  const value = cursor[key];
  const counts = new Map<string, number>();
  if (!Array.isArray(value)) return counts;
  for (const pair of value) {
    if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number') counts.set(pair[0], pair[1]);
  }
  return counts;
}

/** The counts with `updates` set as their newest entries, keeping only the `max` newest so a cursor cannot grow forever. */
export function updateCounts(counts: ReadonlyMap<string, number>, updates: Iterable<[string, number]>, max: number): [string, number][] {
  const next = new Map(counts);
  for (const [name, count] of updates) {
    next.delete(name);
    next.set(name, count);
  }
  return [...next].slice(-max);
}
