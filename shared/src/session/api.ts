import { createApiClient } from '../client/index.js';
import { appStore, resetSession, sessionAtom } from './session-store.js';

/** The API client of the browser app: sends the session's token, resets the session on 'Auth Fail'. */
export const apiClient = createApiClient({
  getToken: () => appStore.get(sessionAtom)?.token,
  onAuthFail: () => resetSession(),
});
