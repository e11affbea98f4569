import { api } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract-routes.js';
import { enqueue } from '../ingestion/queue.js';
import { ingestSourceOf } from './source-key.js';

/** The authenticated ingest endpoint: a validated batch is queued durably and answered at once. */
export function ingestRoutes({ db, clock, workQueued }: AppContext) {
  return [
    defineRoute(api.sources.ingest, async ({ request, body }) => {
      const sourceId = ingestSourceOf(request);
      const jobId = await enqueue(db, 'ingest', { sourceId, posts: body.posts }, { runAt: clock() });
      workQueued();
      return { result: 'success' as const, data: { queued: body.posts.length, job_id: jobId! } };
    }),
  ];
}
