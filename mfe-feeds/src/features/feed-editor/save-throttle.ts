import { SAVE_THROTTLE_MS } from 'shared/rules';

/** The browser keeps the time of the last save of each feed (spec doc 1 §4); the key names the feed. */
export function saveStampKey(taskId: number): string {
  return `harbourpulse.feed-saved-at.${taskId}`;
}

function readStamp(taskId: number): number | null {
  try {
    const raw = localStorage.getItem(saveStampKey(taskId));
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** True when the previous save of this feed is less than 60 seconds old. */
export function saveThrottled(taskId: number, now: number): boolean {
  const last = readStamp(taskId);
  return last !== null && now - last < SAVE_THROTTLE_MS;
}

export function recordSave(taskId: number, now: number): void {
  try {
    localStorage.setItem(saveStampKey(taskId), String(now));
  } catch {
    // Without storage the server's own throttle still answers too_frequent.
  }
}
