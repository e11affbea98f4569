import { useNavigate } from 'react-router';
import type { AccessEntry } from 'shared/contract';
import { FeedSelect } from 'shared/ui';

/** Switches to another feed of the user, opening its overview (spec doc 1 §2.5). */
export function FeedSwitcher({ current, feeds }: { current: AccessEntry; feeds: readonly AccessEntry[] }) {
  const navigate = useNavigate();
  return (
    <FeedSelect
      label="Switch feed"
      feeds={feeds}
      value={current.task_id}
      onSelect={(id) => {
        if (id !== current.task_id) navigate(`/feed/${id}/overview`);
      }}
    />
  );
}
