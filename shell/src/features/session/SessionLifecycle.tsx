import { useEffect, useRef, useState, type ReactNode } from 'react';
import { currentSession, loadAccessList } from 'shared/session';
import { FullPageSpinner } from 'shared/ui';
import { useSessionUser } from './useSessionUser';
import { useTokenRefresh } from './useTokenRefresh';
import { verifyRestoredSession } from './verify-session';

/**
 * The session around the whole app: verifies a session restored on load (spinner meanwhile), refreshes the token
 * periodically and loads the access list whenever a user logs in.
 */
export function SessionLifecycle({ children }: { children: ReactNode }) {
  const [verifying, setVerifying] = useState(() => currentSession() !== null);
  const userId = useSessionUser()?.user_id ?? null;

  // Once per page load, even when effects run twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (!verifying || started.current) return;
    started.current = true;
    void verifyRestoredSession().finally(() => setVerifying(false));
  }, [verifying]);

  useTokenRefresh(verifying ? null : userId);

  useEffect(() => {
    if (!verifying && userId !== null) void loadAccessList();
  }, [verifying, userId]);

  return verifying ? <FullPageSpinner label="Checking your session" /> : children;
}
