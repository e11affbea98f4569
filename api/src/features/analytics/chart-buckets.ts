import { sql, type SQL } from 'drizzle-orm';
import type { IntervalCode } from 'shared/contract';
import { bucketsOf, defaultInterval, HK_OFFSET_MS, INTERVAL_CODES, intervalOfCode, intervalStep, type Interval, type TimeWindow } from 'shared/rules';
import { ApiFailure } from '../../http/failure.js';

/** Most points a chart answers; the intervals the overview offers for a window stay far below it. */
export const MAX_CHART_BUCKETS = 2000;

export interface ChartBuckets {
  interval: Interval;
  code: IntervalCode;
  /** Every bucket start of the window, in order (empty buckets are charted as 0). */
  starts: number[];
}

/** The chart's interval (the one asked for, else the default of the window's length) and its buckets; too many is refused. */
export function chartBuckets(window: TimeWindow & { range?: IntervalCode | undefined }): ChartBuckets {
  const interval = window.range === undefined ? defaultInterval(intervalStep(window.to - window.from)) : intervalOfCode(window.range);
  const starts = bucketsOf(window.from, window.to, interval);
  if (starts.length > MAX_CHART_BUCKETS) {
    throw new ApiFailure(
      400,
      'invalid_request',
      `The period holds ${starts.length} ${interval}s; a chart shows at most ${MAX_CHART_BUCKETS} points, so choose a longer interval or a shorter period`,
    );
  }
  return { interval, code: INTERVAL_CODES[interval] as IntervalCode, starts };
}

const HK_OFFSET = sql.raw(`interval '${HK_OFFSET_MS / 3_600_000} hours'`);

/**
 * The SQL of bucketStart, in two halves so a grouping converts each row once and only the groups back to epoch ms.
 * `localBucketSql` is the Hong Kong calendar bucket (a local timestamp) holding fp.posted_at; Hong Kong keeps UTC+8 all
 * year (HK_OFFSET_MS), and a fixed offset converts several times faster than a time zone name looked up per row.
 */
export function localBucketSql(interval: Interval): SQL {
  return sql`date_trunc(${sql.raw(`'${interval}'`)}, fp.posted_at at time zone ${HK_OFFSET})`;
}

/** The epoch ms of a local Hong Kong timestamp made by localBucketSql. */
export function bucketEpochSql(local: SQL): SQL {
  return sql`(extract(epoch from ${local} - ${HK_OFFSET}) * 1000)::float8`;
}
