import { ApiError } from 'shared/client';
import { api } from 'shared/contract';
import { apiClient, currentSession, setSession } from 'shared/session';
import { notifyError } from 'shared/ui';
import { CONFIG_FETCH_ERROR } from './timing';

/**
 * Checks a session restored from the browser by fetching the user's config. 'Auth Fail' resets the session (the API
 * client does that); any other failure keeps the session and says 'Failed to fetch config'.
 */
export async function verifyRestoredSession(): Promise<void> {
  try {
    const reply = await apiClient.call(api.users.config);
    const session = currentSession();
    if (session) setSession({ ...session, loader: reply.data.loader, font: reply.data.font });
  } catch (error) {
    if (error instanceof ApiError && error.isAuthFailure) return;
    notifyError(CONFIG_FETCH_ERROR, error instanceof Error ? error.message : undefined);
  }
}
