import { createDemoStream, type DemoStream } from '../demo-stream/demo-stream.js';

/** The demo world's seed: fixed, so every installation simulates the same stream. */
export const DEMO_STREAM_SEED = 2026;
export const DEMO_SOURCE_NAME = 'Demo stream (simulated posts)';
export const DEMO_HISTORY_DAYS = 30;
export const DEMO_POLL_INTERVAL_S = 60;

let stream: DemoStream | null = null;

/** The demo stream; its windows are pure functions of the seed and time, so one instance serves every job. */
export function demoStreamOf(): DemoStream {
  stream ??= createDemoStream({ seed: DEMO_STREAM_SEED, now: Date.now() });
  return stream;
}
