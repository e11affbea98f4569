import { checkPublicHost } from './address-guard.js';

export interface FetchOptions {
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs: number;
  maxBytes: number;
  /** e.g. 'HarbourPulse/0.1 (+ops@example.org)', so site owners can tell who polls them and how to reach us. */
  userAgent: string;
  /** Lets an admin point a source at a private or loopback address. */
  allowPrivate?: boolean;
}

export type FetchResult =
  | { status: 'ok'; body: Buffer; contentType: string | null; etag: string | null; lastModified: string | null }
  | { status: 'not-modified' }
  | { status: 'error'; error: string; retryAfterMs?: number };

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a source with conditional headers, a timeout over the whole exchange, a size cap and redirects followed
 * by hand so the private-address guard applies to every hop.
 */
export async function fetchSource(url: string, options: FetchOptions): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    return await fetchFollowing(url, options, controller.signal);
  } catch (err) {
    if (controller.signal.aborted) return { status: 'error', error: `timed out after ${options.timeoutMs} ms` };
    return { status: 'error', error: `fetch failed: ${describe(err)}` };
  } finally {
    clearTimeout(timer);
  }
}

async function fetchFollowing(start: string, options: FetchOptions, signal: AbortSignal): Promise<FetchResult> {
  let current: URL;
  try {
    current = new URL(start);
  } catch {
    return { status: 'error', error: `invalid URL ${start}` };
  }
  const headers: Record<string, string> = { 'user-agent': options.userAgent, accept: '*/*' };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  for (let hop = 0; ; hop += 1) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      return { status: 'error', error: `unsupported protocol ${current.protocol}` };
    }
    if (!options.allowPrivate) {
      const refusal = await checkPublicHost(current);
      if (refusal !== null) return { status: 'error', error: refusal };
    }
    const res = await fetch(current, { headers, redirect: 'manual', signal });
    if (REDIRECTS.has(res.status)) {
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (location === null) return { status: 'error', error: `HTTP ${res.status} without Location` };
      if (hop >= MAX_REDIRECTS) return { status: 'error', error: `more than ${MAX_REDIRECTS} redirects` };
      current = new URL(location, current);
      continue;
    }
    if (res.status === 304) {
      await res.body?.cancel();
      return { status: 'not-modified' };
    }
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel();
      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), Date.now());
      return { status: 'error', error: `HTTP ${res.status}`, ...(retryAfterMs === null ? {} : { retryAfterMs }) };
    }
    const body = await readCapped(res, options.maxBytes);
    if (body === null) return { status: 'error', error: `response larger than ${options.maxBytes} bytes` };
    return {
      status: 'ok',
      body,
      contentType: res.headers.get('content-type'),
      etag: res.headers.get('etag'),
      lastModified: res.headers.get('last-modified'),
    };
  }
}

/** The body, or null as soon as it exceeds maxBytes (declared or actually streamed). */
async function readCapped(res: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    return null;
  }
  if (res.body === null) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Retry-After in ms: either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return `${err.message}${cause}`;
  }
  return String(err);
}
