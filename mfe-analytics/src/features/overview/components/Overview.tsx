import { Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { AccessEntry } from 'shared/contract';
import { formatMediumDate, type Interval } from 'shared/rules';
import { findAccess } from 'shared/session';
import { EmptyState, ErrorNotice, Loader, NoAccess, useAccessList } from 'shared/ui';
import { INTRO_MS, useAdhocWindow, useDelayedFlag } from '../../overview-data';
import { PARAM, chartInterval, liveWindow, presetSuffix, readOverviewView, withCustomRange, withInterval, withPreset } from '../overview-url';
import { NOTHING_TO_SHOW, OverviewDashboard, OverviewIntro, TRY_LONGER } from './OverviewDashboard';
import { RangeControls } from './RangeControls';

/**
 * The feed overview (spec doc 3 §2). A live feed shows a preset window ending now (?range=) or a custom range of days
 * (?from=&to=); an ad-hoc feed its own period. The chart interval picked is kept as ?interval=. A loading indicator
 * shows for the first 3 seconds while the data loads behind it.
 */
export function Overview() {
  const { taskId } = useParams();
  const access = useAccessList();
  const introDone = useDelayedFlag(true, INTRO_MS);

  if (access.status === 'idle' || access.status === 'loading') return <Loader label="Loading feeds" />;
  if (access.status === 'error') return <ErrorNotice message={access.error ?? 'Failed to fetch access'} />;
  const feed = findAccess(access.entries, Number(taskId));
  if (!feed) return <NoAccess />;
  return feed.task_type === 1 ? <AdhocOverview feed={feed} introDone={introDone} /> : <LiveOverview feed={feed} introDone={introDone} />;
}

function useIntervalParam(): [URLSearchParams, (next: (prev: URLSearchParams) => URLSearchParams) => void, (i: Interval) => void] {
  const [params, setParams] = useSearchParams();
  const change = (next: (prev: URLSearchParams) => URLSearchParams) => setParams(next, { replace: true });
  return [params, change, (interval) => change((prev) => withInterval(prev, interval))];
}

function LiveOverview({ feed, introDone }: { feed: AccessEntry; introDone: boolean }) {
  const [params, change, pickInterval] = useIntervalParam();
  const key = [PARAM.range, PARAM.from, PARAM.to].map((p) => params.get(p)).join('|');
  // "Now" is taken when the window is chosen, so a preset window stays put while the user reads it.
  const [chosen, setChosen] = useState(() => ({ key, now: Date.now() }));
  if (chosen.key !== key) setChosen({ key, now: Date.now() });
  const { now } = chosen;
  const view = readOverviewView(params, now);
  const { range, custom } = view;
  const from = custom?.from;
  const to = custom?.to;
  const timeWindow = useMemo(() => liveWindow({ range, custom: from && to ? { from, to } : null, interval: null }, now), [range, from, to, now]);
  const { step, interval } = chartInterval(timeWindow, view.interval);

  return (
    <OverviewDashboard
      feed={feed}
      intro={!introDone}
      query={{ taskId: feed.task_id, window: timeWindow, preset: view.custom ? null : view.range, interval }}
      step={step}
      onIntervalChange={pickInterval}
      titleSuffix={presetSuffix(view)}
      controls={
        <RangeControls
          view={view}
          now={now}
          onPreset={(preset) => change((prev) => withPreset(prev, preset))}
          onCustom={(range) => change((prev) => withCustomRange(prev, range))}
        />
      }
    />
  );
}

function AdhocOverview({ feed, introDone }: { feed: AccessEntry; introDone: boolean }) {
  const [params, , pickInterval] = useIntervalParam();
  const period = useAdhocWindow(feed.task_id);

  if (period.status === 'loading') return <OverviewIntro />;
  if (period.status === 'error') return <ErrorNotice message={period.message} />;
  if (!period.window) return <EmptyState title={NOTHING_TO_SHOW} description={TRY_LONGER} />;
  const timeWindow = period.window;
  const { step, interval } = chartInterval(timeWindow, readOverviewView(params, Date.now()).interval);
  return (
    <OverviewDashboard
      feed={feed}
      intro={!introDone}
      query={{ taskId: feed.task_id, window: timeWindow, preset: null, interval }}
      step={step}
      onIntervalChange={pickInterval}
      controls={
        <Text fontSize="sm" color="fg.muted">
          {formatMediumDate(timeWindow.from)} – {formatMediumDate(timeWindow.to - 1)}
        </Text>
      }
    />
  );
}
