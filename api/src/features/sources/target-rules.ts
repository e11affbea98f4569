import { POLLED_SOURCE_KINDS, type SourceKind } from 'shared/contract';

/** Telegram's own rule for public channel names: 5 to 32 letters, digits and underscores. */
const TELEGRAM_CHANNEL = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
const BLUESKY_SEARCH = 'search:';

export function isPolledKind(kind: SourceKind): boolean {
  return POLLED_SOURCE_KINDS.includes(kind);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Why `target` does not fit a source of `kind`, or null when it does (see SOURCE_KINDS in the contract):
 * polled kinds need an http(s) URL, except that bluesky also takes `search:<words>` and telegram a bare
 * channel name; kinds that receive their posts take no target.
 */
export function targetError(kind: SourceKind, target: string): string | null {
  if (!isPolledKind(kind)) return target === '' ? null : `A source of kind '${kind}' takes no target; leave it empty`;
  if (target === '') return `A source of kind '${kind}' needs a target`;
  if (isHttpUrl(target)) return null;
  if (kind === 'bluesky') {
    if (target.startsWith(BLUESKY_SEARCH) && target.slice(BLUESKY_SEARCH.length).trim() !== '') return null;
    return `The target of a source of kind 'bluesky' must be an http(s) URL or search:<words> (got '${target}')`;
  }
  if (kind === 'telegram') {
    if (TELEGRAM_CHANNEL.test(target)) return null;
    return `The target of a source of kind 'telegram' must be an http(s) URL or a channel name (got '${target}')`;
  }
  return `The target of a source of kind '${kind}' must be an http(s) URL (got '${target}')`;
}
