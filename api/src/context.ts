import type { Config } from './config.js';
import type { Db } from './db/client.js';

/** What every handler works with. `clock` is injectable so tests can move time. */
export interface AppContext {
  db: Db;
  config: Config;
  clock: () => Date;
  /** Tells the collector that a call queued work, so it starts without waiting for its next look at the queue. */
  workQueued: () => void;
}
