import type { SourceKind } from 'shared/contract';
import { pollBluesky } from './bluesky-poller.js';
import { pollDiscourse } from './discourse-poller.js';
import { pollFeed } from './feed-poller.js';
import { pollHackerNews } from './hackernews-poller.js';
import { pollMastodon } from './mastodon-poller.js';
import { pollReddit } from './reddit-poller.js';
import { pollTelegram } from './telegram-poller.js';
import { PollError, type PollContext, type PollOutcome, type Poller, type PollState, type PollTarget } from './poll-types.js';

export { PollError, type PollContext, type PollOutcome, type PollState, type PollTarget } from './poll-types.js';

// Ingest, file and demo sources receive their posts; they have no poller.
const POLLERS: Partial<Record<SourceKind, Poller>> = {
  rss: pollFeed,
  youtube: pollFeed,
  reddit: pollReddit,
  mastodon: pollMastodon,
  bluesky: pollBluesky,
  hackernews: pollHackerNews,
  discourse: pollDiscourse,
  telegram: pollTelegram,
};

/**
 * Fetches what a source has new since `state`. Throws a PollError, whose message is meant for the source-health view,
 * when the target is malformed, the source cannot be reached or refuses, or its answer cannot be read.
 */
export async function pollSource(target: PollTarget, state: PollState, context: PollContext): Promise<PollOutcome> {
  const poller = POLLERS[target.kind];
  if (poller === undefined) throw new PollError(`Sources of kind '${target.kind}' are not polled`);
  return poller(target, state, context);
}
