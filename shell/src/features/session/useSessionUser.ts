import { useAtomValue } from 'jotai';
import { sessionAtom, type SessionUser } from 'shared/session';

export function useSessionUser(): SessionUser | null {
  return useAtomValue(sessionAtom);
}
