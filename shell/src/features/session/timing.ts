/** The periodic token refresh of a logged-in session (spec doc 1 §4). */
export const TOKEN_REFRESH_INTERVAL_MS = 300_000;

export const CONFIG_FETCH_ERROR = 'Failed to fetch config';
