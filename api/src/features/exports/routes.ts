import { randomUUID } from 'node:crypto';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXPORT_FILE_PATH, MAX_EXPORT_ROWS, XLSX_MEDIA_TYPE, api } from 'shared/contract';
import { exportFileName } from 'shared/rules';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { defineRoute } from '../../http/contract-routes.js';
import { ApiFailure } from '../../http/failure.js';
import { sessionOf } from '../auth/authenticate.js';
import { loadFeed } from '../feeds/feed-access.js';
import { lockAccount } from '../feeds/feed-detail-checks.js';
import {
  EXPORT_FILE_DAYS,
  EXPORT_NOT_FOUND_TEXT,
  cancelOwnExport,
  dropOldExportFiles,
  exportsThisMonth,
  insertExport,
  ownExport,
  ownExportFile,
} from './export-jobs.js';
import { ExportRunner } from './export-runner.js';
import { boundedScope, countScope } from './export-scope.js';

const success = <T>(data: T) => ({ result: 'success' as const, data });

/** The spec's text for an export that matches nothing (doc 2 §8); answered 404 not_found. */
export const NO_POST_TO_EXPORT = 'no post to export';
export const EXPORT_NOT_IN_PLAN = 'Upgrade your plan to export data';

export function exportQuotaText(limit: number): string {
  return `Your plan allows ${limit} ${limit === 1 ? 'export' : 'exports'} of each feed a month and this feed's are used up. Upgrade your plan to export more.`;
}

export function tooManyRowsText(rows: number): string {
  return `The export would hold ${rows.toLocaleString('en')} posts; one export holds at most ${MAX_EXPORT_ROWS.toLocaleString('en')}. Choose a shorter period.`;
}

/**
 * Exports by options (spec doc 2 §7): start answers the job at once and the rows are written in the background;
 * status and cancel are the owner's; the workbook is fetched from EXPORT_FILE_PATH with the session token. Each start
 * also drops the workbooks older than EXPORT_FILE_DAYS. Registers the file route and the shutdown of running jobs on
 * `app`, and answers the contract routes.
 */
export function exportRoutes(app: FastifyInstance, { db, clock }: AppContext, session: onRequestHookHandler) {
  const runner = new ExportRunner(db, clock, app.log);
  app.addHook('onClose', () => runner.close());
  registerFileRoute(app, db, session);

  return [
    defineRoute(api.exports.start, async ({ request, body }) => {
      const { user } = sessionOf(request);
      const now = clock();
      const started = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        // The account row is locked so exports started together cannot overrun the quota.
        const account = await lockAccount(tx, user.accountId);
        const feed = await loadFeed(tx, { user }, body.task_id, 'read');
        if (account.exportPm === 0) throw new ApiFailure(403, 'forbidden', EXPORT_NOT_IN_PLAN);
        if ((await exportsThisMonth(tx, feed.id, now.getTime(), true)) >= account.exportPm) {
          throw new ApiFailure(403, 'limit_reached', exportQuotaText(account.exportPm));
        }
        const scope = boundedScope(body, feed, account.dateFrom, now.getTime());
        const rows = await countScope(tx, scope);
        if (rows === 0) throw new ApiFailure(404, 'not_found', NO_POST_TO_EXPORT);
        if (rows > MAX_EXPORT_ROWS) throw new ApiFailure(400, 'limit_reached', tooManyRowsText(rows));
        await dropOldExportFiles(tx, now.getTime());
        const job = await insertExport(tx, {
          id: randomUUID(),
          userId: user.id,
          taskId: feed.id,
          request: scope,
          rowsTotal: rows,
          fileName: exportFileName(feed.name, now.getTime()),
          createdAt: now,
        });
        return { job, scope };
      });
      // Only once the row is committed, so the job's updates find it.
      runner.start({ id: started.job.id, userId: user.id, scope: started.scope });
      return success(started.job);
    }),

    defineRoute(api.exports.status, async ({ request, params }) => {
      const job = await ownExport(db, sessionOf(request).user.id, params.exportId);
      if (!job) throw new ApiFailure(404, 'not_found', EXPORT_NOT_FOUND_TEXT);
      return success(job);
    }),

    // A finished export is answered unchanged: a cancel racing the last round is no error.
    defineRoute(api.exports.cancel, async ({ request, params }) => {
      const job = await cancelOwnExport(db, sessionOf(request).user.id, params.exportId, clock());
      if (!job) throw new ApiFailure(404, 'not_found', EXPORT_NOT_FOUND_TEXT);
      return success(job);
    }),
  ];
}

/** The workbook itself: bytes, not JSON, hence a plain route outside the contract, with the contract's session check. */
function registerFileRoute(app: FastifyInstance, db: Db, session: onRequestHookHandler): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    EXPORT_FILE_PATH,
    {
      schema: {
        summary: "Downloads a finished export's workbook (its owner only)",
        description: `Answers the xlsx file (${XLSX_MEDIA_TYPE}) as an attachment once the export is done. Anyone but its owner, an export not done, and one older than ${EXPORT_FILE_DAYS} days (its file is deleted then) get 404 \`{ result: "not_found", error }\`.`,
        tags: ['exports'],
        security: [{ token: [] }],
        params: api.exports.status.params,
      },
      onRequest: session,
    },
    async (request, reply) => {
      const file = await ownExportFile(db, sessionOf(request).user.id, request.params.exportId);
      if (!file) throw new ApiFailure(404, 'not_found', EXPORT_NOT_FOUND_TEXT);
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
}
