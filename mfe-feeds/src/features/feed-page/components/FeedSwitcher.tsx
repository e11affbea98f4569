import { NativeSelect } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { AccessEntry } from 'shared/contract';

/** Switches to another feed of the user, opening its overview (spec doc 1 §2.5). */
export function FeedSwitcher({ current, feeds }: { current: AccessEntry; feeds: readonly AccessEntry[] }) {
  const navigate = useNavigate();
  return (
    <NativeSelect.Root size="sm" width="64">
      <NativeSelect.Field
        aria-label="Switch feed"
        value={String(current.task_id)}
        onChange={(e) => {
          if (e.target.value !== String(current.task_id)) navigate(`/feed/${e.target.value}/overview`);
        }}
      >
        {feeds.map((f) => (
          <option key={f.task_id} value={f.task_id}>
            {f.task_name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
