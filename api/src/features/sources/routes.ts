import type { FastifyRequest } from 'fastify';
import { api } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract-routes.js';
import { ApiFailure } from '../../http/failure.js';
import { sessionOf } from '../auth/authenticate.js';
import { createSource, issueSourceKey, listSources, removeSource, toSourceEntity, updateSource } from './registry.js';

export const ADMIN_ONLY = 'Only administrators can change the source registry';

function requireAdmin(request: FastifyRequest): void {
  if (!sessionOf(request).user.isAdmin) throw new ApiFailure(403, 'forbidden', ADMIN_ONLY);
}

const success = <T>(data: T) => ({ result: 'success' as const, data });

/** The source registry: anyone signed in may see it with its health; only administrators change it. */
export function sourceRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(api.sources.list, async () => {
      const now = clock();
      return success((await listSources(db)).map((row) => toSourceEntity(row, now)));
    }),
    defineRoute(api.sources.create, async ({ request, body }) => {
      requireAdmin(request);
      const now = clock();
      return success(toSourceEntity(await createSource(db, body, now), now));
    }),
    defineRoute(api.sources.update, async ({ request, params, body }) => {
      requireAdmin(request);
      const now = clock();
      return success(toSourceEntity(await updateSource(db, params.id, body, now), now));
    }),
    defineRoute(api.sources.remove, async ({ request, params }) => {
      requireAdmin(request);
      await removeSource(db, params.id);
      return success({ id: params.id });
    }),
    defineRoute(api.sources.issueKey, async ({ request, params }) => {
      requireAdmin(request);
      return success({ id: params.id, api_key: await issueSourceKey(db, params.id) });
    }),
  ];
}
