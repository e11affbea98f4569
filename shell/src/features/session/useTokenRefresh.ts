import { useEffect } from 'react';
import { api } from 'shared/contract';
import { apiClient, currentSession, resetSession, sessionFromLogin, setSession } from 'shared/session';
import { TOKEN_REFRESH_INTERVAL_MS } from './timing';

/** Exchanges the token for a fresh one every 5 minutes while someone is logged in; a failed refresh logs out. */
export async function refreshToken(): Promise<void> {
  const before = currentSession();
  if (!before) return;
  try {
    const reply = await apiClient.call(api.users.tokenRefresh);
    // The user may have logged out while the call was in flight.
    if (currentSession()?.user_id !== before.user_id) return;
    setSession(sessionFromLogin(reply.data, reply.token, { loader: before.loader, font: before.font }));
  } catch {
    resetSession();
  }
}

export function useTokenRefresh(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    const timer = setInterval(() => void refreshToken(), TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [userId]);
}
