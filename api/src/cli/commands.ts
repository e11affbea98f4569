import type { AccountLevel } from 'shared/contract';
import type { Db } from '../db/client.js';
import { InputError } from '../errors.js';
import { createAccount, createUser, findAccount, grantAccess, listAccounts, listUsers, resetPassword, revokeAccess } from '../features/accounts/accounts.js';
import { fullTrendAccess } from '../features/accounts/plans.js';
import { setAdmin } from './admins.js';
import { Options, parseArgs } from './args.js';
import { IMPORT_HELP, importPostsCommand } from './import-command.js';
import { SOURCE_COMMANDS, SOURCE_HELP } from './source-commands.js';

export const HELP = `HarbourPulse admin: accounts, plans, users, feed access and the source registry.

Usage: harbourpulse-admin <command> [options]
It uses the same settings as the server (DATABASE_URL, or the embedded database in DATA_DIR;
stop the server first when using the embedded database).

Commands:
  create-account --name N [--live-limit n|unlimited] [--adhoc-limit n|unlimited] [--export-pm n]
                 [--kw-pt n|unlimited] [--live-qry-mod n|unlimited] [--smart-feed] [--alert]
                 [--keyword-limit n|unlimited] [--date-from YYYY-MM-DD] [--trend-access all|none]
      Defaults: 3 live and 3 ad-hoc feeds, no exports, 20 keywords per feed, 5 query changes
      per feed a month, no smart feed, no alerts, no account keyword limit, no trend access.
  create-user --account <id or name> --username U --password P --display-name D --email E [--admin]
      --admin: the user may also change the source registry through the API.
  reset-password --username U --password P      (also ends the user's sessions)
  grant --username U --task ID [--read-only]    (writable unless --read-only)
  revoke --username U --task ID
  grant-admin --username U / revoke-admin --username U
  list-accounts
  list-users
${SOURCE_HELP}
${IMPORT_HELP}
  help`;

/** A Hong Kong calendar day at 00:00 (+08:00), epoch ms. */
function hongKongDay(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ms = match ? Date.parse(`${value}T00:00:00+08:00`) : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms + 8 * 3_600_000).getUTCDate() !== Number(match[3])) {
    throw new InputError(`--date-from must be a date written YYYY-MM-DD (got '${value}')`);
  }
  return ms;
}

function trendAccess(value: string | undefined): AccountLevel['trend_access'] {
  if (value === undefined || value === 'none') return {};
  if (value === 'all') return fullTrendAccess();
  throw new InputError(`--trend-access must be 'all' or 'none' (got '${value}')`);
}

const show = (limit: number | null) => (limit === null ? 'unlimited' : String(limit));

/** Runs one admin command and answers what to print; bad input throws an InputError. */
export async function runCommand(db: Db, argv: readonly string[], now: Date): Promise<string> {
  const { command, options } = parseArgs(argv);
  if (command === undefined || command === 'help' || command === '--help') return HELP;
  const opts = new Options(command, options);
  const sourceCommand = SOURCE_COMMANDS.get(command);
  if (sourceCommand) return sourceCommand(db, opts, now);
  if (command === 'import-posts') return importPostsCommand(db, opts, now);

  switch (command) {
    case 'create-account': {
      const name = opts.required('name');
      const dateFrom = opts.text('date-from');
      const plan: AccountLevel = {
        live_limit: opts.limit('live-limit', 3),
        adhoc_limit: opts.limit('adhoc-limit', 3),
        export_pm: opts.count('export-pm', 0),
        kw_pt: opts.limit('kw-pt', 20),
        live_qry_mod: opts.limit('live-qry-mod', 5),
        smart_feed: opts.switch('smart-feed'),
        alert: opts.switch('alert'),
        keyword_limit: opts.limit('keyword-limit', null),
        date_from: dateFrom === undefined ? null : hongKongDay(dateFrom),
        trend_access: trendAccess(opts.text('trend-access')),
      };
      opts.done();
      const account = await createAccount(db, name, plan);
      return `Created account ${account.id} '${account.name}': ${show(plan.live_limit)} live / ${show(plan.adhoc_limit)} ad-hoc feeds, trend access ${Object.keys(plan.trend_access).length > 0 ? 'all labels' : 'none'}`;
    }
    case 'create-user': {
      const account = await findAccount(db, opts.required('account'));
      const input = {
        accountId: account.id,
        username: opts.required('username'),
        password: opts.required('password'),
        displayName: opts.required('display-name'),
        email: opts.required('email'),
      };
      const admin = opts.switch('admin');
      opts.done();
      const user = await createUser(db, input);
      if (admin) await setAdmin(db, user.username, true);
      return `Created ${admin ? 'administrator' : 'user'} ${user.id} '${user.username}' in account '${account.name}'`;
    }
    case 'reset-password': {
      const username = opts.required('username');
      const password = opts.required('password');
      opts.done();
      await resetPassword(db, username, password, now);
      return `Password of '${username}' changed; their sessions have ended`;
    }
    case 'grant': {
      const username = opts.required('username');
      const taskId = opts.id('task');
      const readOnly = opts.switch('read-only');
      opts.done();
      await grantAccess(db, username, taskId, !readOnly);
      return `'${username}' may now ${readOnly ? 'read' : 'read and edit'} feed ${taskId}`;
    }
    case 'revoke': {
      const username = opts.required('username');
      const taskId = opts.id('task');
      opts.done();
      await revokeAccess(db, username, taskId);
      return `'${username}' no longer has access to feed ${taskId}`;
    }
    case 'grant-admin':
    case 'revoke-admin': {
      const username = opts.required('username');
      opts.done();
      const granted = command === 'grant-admin';
      const name = await setAdmin(db, username, granted);
      return granted ? `'${name}' is now an administrator` : `'${name}' is no longer an administrator`;
    }
    case 'list-accounts': {
      opts.done();
      const rows = await listAccounts(db);
      if (rows.length === 0) return 'No accounts yet';
      return rows
        .map(
          (a) =>
            `${a.id}\t${a.name}\t${a.users} user(s)\tlive ${show(a.plan.live_limit)}, ad-hoc ${show(a.plan.adhoc_limit)}, exports/month ${a.plan.export_pm}, keywords/feed ${show(a.plan.kw_pt)}, query changes/month ${show(a.plan.live_qry_mod)}${a.plan.smart_feed ? ', smart feed' : ''}${a.plan.alert ? ', alerts' : ''}`,
        )
        .join('\n');
    }
    case 'list-users': {
      opts.done();
      const rows = await listUsers(db);
      if (rows.length === 0) return 'No users yet';
      return rows.map((u) => `${u.id}\t${u.username}\t${u.displayName} <${u.email}>\t${u.account}${u.disabled ? '\tdisabled' : ''}`).join('\n');
    }
    default:
      throw new InputError(`Unknown command '${command}'. Run 'help' for the list.`);
  }
}
