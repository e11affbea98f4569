import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { accessListAtom, appStore, loadAccessList, type AccessListState } from '../session/index.js';

/** The user's access list; starts loading it when nobody has yet (the shell normally has). */
export function useAccessList(): AccessListState {
  const state = useAtomValue(accessListAtom, { store: appStore });
  useEffect(() => {
    if (state.status === 'idle') void loadAccessList();
  }, [state.status]);
  return state;
}
