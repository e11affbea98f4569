import { PollError } from './poll-types.js';

/** The error for a target that does not have the shape its kind needs, saying what was expected. */
export function badTarget(target: string, expected: string): PollError {
  return new PollError(`Expected ${expected}, got '${target}'`);
}

/** The target as an absolute URL with one of the protocols, else a PollError saying what the kind expects. */
export function targetUrl(target: string, expected: string, protocols: readonly string[] = ['https:']): URL {
  let url: URL;
  try {
    url = new URL(target.trim());
  } catch {
    throw badTarget(target, expected);
  }
  if (!protocols.includes(url.protocol) || url.username !== '' || url.password !== '') throw badTarget(target, expected);
  return url;
}

/** The URL's origin and path without a trailing slash, to append API paths to. */
export function baseOf(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
