import { api } from 'shared/contract';
import type { AppContext } from '../../context.js';
import { defineRoute } from '../../http/contract-routes.js';
import { toAccountLevel } from '../accounts/accounts.js';
import { sessionOf } from '../auth/authenticate.js';
import { accessList } from './access-list.js';

export function userRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(api.users.config, async ({ request }) => {
      const { user } = sessionOf(request);
      return { result: 'success' as const, data: { font: user.font, loader: user.loader } };
    }),
    defineRoute(api.users.info, async ({ request }) => ({
      result: 'success' as const,
      data: { acc_level: toAccountLevel(sessionOf(request).account) },
    })),
    defineRoute(api.users.liveaccess, async ({ request }) => {
      const { user } = sessionOf(request);
      return { result: 'success' as const, data: await accessList(db, user.id, user.accountId, clock()) };
    }),
  ];
}
