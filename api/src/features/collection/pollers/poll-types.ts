import type { MediumName, SourceKind } from 'shared/contract';
import type { CollectedPost } from '../collected-post.js';

/** A configured source, as much of it as polling needs. */
export interface PollTarget {
  kind: SourceKind;
  /** What it holds depends on the kind: see SOURCE_KINDS in the sources contract. */
  target: string;
  site: string;
  medium: MediumName;
  allowPrivate: boolean;
}

/** What a source remembers between polls; stored as JSON, so read back defensively. */
export interface PollState {
  etag: string | null;
  lastModified: string | null;
  /** Per-kind memory of what was already read (newest id, thread comment counts...). */
  cursor: Record<string, unknown>;
}

export type PollOutcome = { kind: 'posts'; posts: CollectedPost[]; state: PollState } | { kind: 'not_modified'; state: PollState };

export interface PollContext {
  /** Epoch ms of the poll, for posts whose source gives no date. */
  now: number;
  userAgent?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

export type Poller = (target: PollTarget, state: PollState, context: PollContext) => Promise<PollOutcome>;

/** A failed poll. The message is shown to admins in the source-health view, so it says what went wrong and where. */
export class PollError extends Error {
  override name = 'PollError';

  constructor(
    message: string,
    /** How long the source asked us to wait (Retry-After), for the scheduler's backoff. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}
