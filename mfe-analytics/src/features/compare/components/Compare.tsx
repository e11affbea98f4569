import { useParams, useSearchParams } from 'react-router';
import type { AccessEntry } from 'shared/contract';
import { compareCandidates } from 'shared/rules';
import { findAccess } from 'shared/session';
import { EmptyState, ErrorNotice, Loader, NoAccess, useAccessList } from 'shared/ui';
import { useAdhocWindow } from '../../overview-data';
import { NOTHING_TO_SHOW, TRY_LONGER, chartInterval, readOverviewView, withInterval } from '../../overview';
import { CompareDashboard } from './CompareDashboard';

const WITH = 'with';

/**
 * Compare (spec doc 3 §2): the current ad-hoc feed (teal) against a second one (yellow), chosen among the user's other
 * ad-hoc feeds and kept in the URL as ?with=; it defaults to the first of them. A compared feed outside the user's
 * access list is No Access.
 */
export function Compare() {
  const { taskId } = useParams();
  const access = useAccessList();
  const [params] = useSearchParams();

  if (access.status === 'idle' || access.status === 'loading') return <Loader label="Loading feeds" />;
  if (access.status === 'error') return <ErrorNotice message={access.error ?? 'Failed to fetch access'} />;
  const current = findAccess(access.entries, Number(taskId));
  if (!current) return <NoAccess />;
  if (current.task_type !== 1) {
    return <EmptyState title="Compare is for ad-hoc feeds" description="Open an ad-hoc feed to compare it with another one." />;
  }

  const candidates = compareCandidates(access.entries.filter((f) => f.readable), current.task_id);
  const asked = params.get(WITH);
  if (asked !== null && !findAccess(access.entries, Number(asked))) return <NoAccess />;
  const other = candidates.find((f) => String(f.task_id) === asked) ?? candidates[0];
  if (!other) {
    return <EmptyState title="No other ad-hoc feed to compare with" description="Create another ad-hoc feed to compare it with this one." />;
  }
  return <ComparePeriod main={current} other={other} candidates={candidates} />;
}

function ComparePeriod({ main, other, candidates }: { main: AccessEntry; other: AccessEntry; candidates: AccessEntry[] }) {
  const [params, setParams] = useSearchParams();
  const period = useAdhocWindow(main.task_id);

  if (period.status === 'loading') return <Loader label="Loading the feed's period" />;
  if (period.status === 'error') return <ErrorNotice message={period.message} />;
  if (!period.window) return <EmptyState title={NOTHING_TO_SHOW} description={TRY_LONGER} />;
  const { step, interval } = chartInterval(period.window, readOverviewView(params, Date.now()).interval);
  return (
    <CompareDashboard
      main={main}
      other={other}
      candidates={candidates}
      onOtherChange={(id) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set(WITH, String(id));
            return next;
          },
          { replace: true },
        )
      }
      window={period.window}
      step={step}
      interval={interval}
      onIntervalChange={(i) => setParams((prev) => withInterval(prev, i), { replace: true })}
    />
  );
}
