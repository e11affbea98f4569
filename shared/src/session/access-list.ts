import { atom } from 'jotai';
import type { AccessEntry } from '../contract/index.js';
import { api } from '../contract/index.js';
import { apiClient } from './api.js';
import { appStore, sessionAtom } from './session-store.js';

export const ACCESS_FETCH_ERROR = 'Failed to fetch access';

export interface AccessListState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  entries: AccessEntry[];
  error: string | null;
}

const initial: AccessListState = { status: 'idle', entries: [], error: null };

/** The live access list of the logged-in user (spec doc 1 §4 "Access check"). Cleared with the session. */
export const accessListAtom = atom<AccessListState>(initial);

/** Loads (or reloads) the access list; on failure the list becomes empty with the spec's message. */
export async function loadAccessList(): Promise<AccessListState> {
  const previous = appStore.get(accessListAtom);
  appStore.set(accessListAtom, { ...previous, status: 'loading', error: null });
  try {
    const reply = await apiClient.call(api.users.liveaccess);
    const next: AccessListState = { status: 'loaded', entries: reply.data, error: null };
    appStore.set(accessListAtom, next);
    return next;
  } catch {
    const next: AccessListState = { status: 'error', entries: [], error: ACCESS_FETCH_ERROR };
    appStore.set(accessListAtom, next);
    return next;
  }
}

/** Replaces the list with one the server answered (e.g. after a delete). */
export function setAccessList(entries: AccessEntry[]): void {
  appStore.set(accessListAtom, { status: 'loaded', entries, error: null });
}

/** The entry of a feed if the user may open it; null when it is not in the list (No Access). */
export function findAccess(entries: AccessEntry[], taskId: number): AccessEntry | null {
  return entries.find((e) => e.task_id === taskId && e.readable) ?? null;
}

// Logging out resets every piece of feed state held for the session.
appStore.sub(sessionAtom, () => {
  if (!appStore.get(sessionAtom)) appStore.set(accessListAtom, initial);
});
