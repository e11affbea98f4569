import { InputError } from '../../../errors.js';
import { fetchSource } from '../http/fetch-source.js';
import { PollError, type PollContext, type PollState, type PollTarget } from './poll-types.js';

// Names us to site owners with a way to reach us, as Reddit's and Wikimedia's API rules ask.
const DEFAULT_USER_AGENT = 'HarbourPulse/0.1 (social listening; +mailto:support@harbourpulse.hk)';
const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

type Validators = Pick<PollState, 'etag' | 'lastModified'>;

interface Fetched {
  body: Buffer;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
}

/**
 * GETs a URL with the validators the last poll stored (a source's feed, listing or timeline); null when the source
 * answers that nothing changed since.
 */
export async function fetchConditional(url: string, target: PollTarget, context: PollContext, validators: Validators): Promise<Fetched | null> {
  const result = await fetchSource(url, {
    etag: validators.etag,
    lastModified: validators.lastModified,
    userAgent: context.userAgent ?? DEFAULT_USER_AGENT,
    timeoutMs: context.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: context.maxBytes ?? DEFAULT_MAX_BYTES,
    allowPrivate: target.allowPrivate,
  });
  if (result.status === 'not-modified') return null;
  if (result.status === 'error') {
    const retryAfter = result.retryAfterMs === undefined ? '' : `; the source asks to retry after ${describeDelay(result.retryAfterMs)}`;
    throw new PollError(`Could not fetch ${url}: ${result.error}${retryAfter}`, result.retryAfterMs ?? null);
  }
  return { body: result.body, contentType: result.contentType, etag: result.etag, lastModified: result.lastModified };
}

/** GETs a document the index pointed to (an item, a thread) and reads it as JSON. */
export async function fetchJson(url: string, target: PollTarget, context: PollContext): Promise<unknown> {
  const fetched = await fetchConditional(url, target, context, { etag: null, lastModified: null });
  if (fetched === null) throw new PollError(`${url} answered 304 Not Modified to a request that was not conditional`);
  return parseJson(fetched.body, url);
}

export function parseJson(body: Buffer, url: string): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new PollError(`${url} did not answer JSON`);
  }
}

/** The connector's reading of a payload; its complaint about a malformed payload becomes a PollError naming the URL. */
export function readPayload<T>(url: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof InputError) throw new PollError(`${err.message} (from ${url})`);
    throw err;
  }
}

function describeDelay(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.ceil(minutes / 60)} h`;
}
