import { sourceSettings, type Source, type SourceSettings } from 'shared/contract';
import { relativeTime, timeAgo } from 'shared/rules';
import type { Db } from '../db/client.js';
import { InputError } from '../errors.js';
import { ApiFailure } from '../http/failure.js';
import { createSource, getSource, issueSourceKey, listSources, removeSource, toSourceEntity, updateSource } from '../features/sources/registry.js';
import type { Options } from './args.js';

export const SOURCE_HELP = `  add-source --name N --kind K --target T --medium M --site S [--label-id n] [--interval-s n]
             [--disabled] [--allow-private]
      Kinds: rss, youtube, reddit, mastodon, bluesky, hackernews, discourse, telegram (polled; the
      target is the URL to read), ingest, file (no target). Polled every 900 s unless --interval-s.
  update-source --id ID [the options of add-source] [--label-id none] [--enabled] [--deny-private]
      Only the options given change; a new kind or target starts polling afresh.
  remove-source --id ID                          (the posts it collected stay)
  list-sources                                   (with each source's health)
  source-key --id ID                             (a new ingest key, printed once; the old one stops working)`;

const NEW_SOURCE: Pick<SourceSettings, 'target' | 'label_id' | 'poll_interval_s' | 'enabled' | 'allow_private'> = {
  target: '',
  label_id: null,
  poll_interval_s: 900,
  enabled: true,
  allow_private: false,
};

/** The option that sets each field, for messages. */
const FLAG: Record<keyof SourceSettings, string> = {
  name: 'name',
  kind: 'kind',
  target: 'target',
  medium: 'medium',
  site: 'site',
  label_id: 'label-id',
  poll_interval_s: 'interval-s',
  enabled: 'enabled',
  allow_private: 'allow-private',
};

/** The registry answers API failures; here they are the operator's input errors. */
async function asInput<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiFailure) throw new InputError(error.message);
    throw error;
  }
}

function onOff(opts: Options, on: string, off: string, current: boolean): boolean {
  const [yes, no] = [opts.switch(on), opts.switch(off)];
  if (yes && no) throw new InputError(`Give --${on} or --${off}, not both`);
  return yes || (no ? false : current);
}

function labelId(opts: Options, current: number | null): number | null {
  const value = opts.text('label-id');
  if (value === undefined) return current;
  if (value === 'none') return null;
  if (!/^\d+$/.test(value)) throw new InputError(`--label-id must be a label id or 'none' (got '${value}')`);
  return Number(value);
}

/** The settings the options give on top of `base` (a new source's defaults, or the source being changed). */
function readSettings(opts: Options, base: Partial<SourceSettings>): SourceSettings {
  const text = (field: 'name' | 'kind' | 'target' | 'medium' | 'site') => {
    const current = base[field];
    return current === undefined ? opts.required(FLAG[field]) : (opts.text(FLAG[field]) ?? current);
  };
  const parsed = sourceSettings.safeParse({
    name: text('name'),
    kind: text('kind'),
    target: text('target'),
    medium: text('medium'),
    site: text('site'),
    label_id: labelId(opts, base.label_id ?? null),
    poll_interval_s: opts.count('interval-s', base.poll_interval_s ?? NEW_SOURCE.poll_interval_s),
    enabled: onOff(opts, 'enabled', 'disabled', base.enabled ?? NEW_SOURCE.enabled),
    allow_private: onOff(opts, 'allow-private', 'deny-private', base.allow_private ?? NEW_SOURCE.allow_private),
  });
  opts.done();
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path[0] as keyof SourceSettings | undefined;
  throw new InputError(field ? `--${FLAG[field]}: ${issue.message}` : issue.message);
}

function settingsOf(s: Source): SourceSettings {
  const { name, kind, target, medium, site, label_id, poll_interval_s, enabled, allow_private } = s;
  return { name, kind, target, medium, site, label_id, poll_interval_s, enabled, allow_private };
}

const when = (at: number | null, now: number) => (at === null ? 'never' : timeAgo(at, now));

/** One line of list-sources: the settings that identify the source, then its health. */
function sourceLine(s: Source, now: number): string {
  const h = s.health;
  const nextPoll = h.next_poll_at === null ? 'not polled' : h.next_poll_at <= now ? 'poll due' : `next poll in ${relativeTime(now, h.next_poll_at)}`;
  return [
    s.id,
    s.name,
    `${s.kind}${s.enabled ? '' : ' (disabled)'}`,
    s.target || '-',
    `${s.medium}/${s.site}`,
    `last success ${when(h.last_success_at, now)}`,
    h.last_error_at === null ? 'no errors' : `last error ${when(h.last_error_at, now)}: ${h.last_error ?? ''}${h.failures > 0 ? ` (${h.failures} failing in a row)` : ''}`,
    `${h.posts_collected} posts`,
    h.lag_ms === null ? 'lag unknown' : `lag ${relativeTime(0, h.lag_ms)}`,
    nextPoll,
    ...(s.has_api_key ? ['ingest key set'] : []),
  ].join('\t');
}

type SourceCommand = (db: Db, opts: Options, now: Date) => Promise<string>;

export const SOURCE_COMMANDS: ReadonlyMap<string, SourceCommand> = new Map<string, SourceCommand>([
  [
    'add-source',
    async (db, opts, now) => {
      const row = await asInput(createSource(db, readSettings(opts, NEW_SOURCE), now));
      return `Created source ${row.id} '${row.name}' (${row.kind})`;
    },
  ],
  [
    'update-source',
    async (db, opts, now) => {
      const current = await asInput(getSource(db, opts.id('id')));
      const row = await asInput(updateSource(db, current.id, readSettings(opts, settingsOf(toSourceEntity(current, now))), now));
      return `Updated source ${row.id} '${row.name}'`;
    },
  ],
  [
    'remove-source',
    async (db, opts) => {
      const id = opts.id('id');
      opts.done();
      const { name } = await asInput(getSource(db, id));
      await asInput(removeSource(db, id));
      return `Removed source ${id} '${name}'; the posts it collected stay in the archive`;
    },
  ],
  [
    'list-sources',
    async (db, opts, now) => {
      opts.done();
      const rows = await listSources(db);
      if (rows.length === 0) return 'No sources yet';
      return rows.map((row) => sourceLine(toSourceEntity(row, now), now.getTime())).join('\n');
    },
  ],
  [
    'source-key',
    async (db, opts) => {
      const id = opts.id('id');
      opts.done();
      const { name } = await asInput(getSource(db, id));
      const key = await asInput(issueSourceKey(db, id));
      return `New ingest key of source ${id} '${name}'; it is shown only now and the previous key no longer works:\n${key}`;
    },
  ],
]);
