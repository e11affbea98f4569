import { NativeSelect } from '@chakra-ui/react';
import type { AccessEntry } from '../contract/index.js';

export interface FeedSelectProps {
  /** The dropdown's accessible name. */
  label: string;
  feeds: readonly Pick<AccessEntry, 'task_id' | 'task_name'>[];
  /** The chosen feed's id. */
  value: number;
  onSelect: (taskId: number) => void;
  borderColor?: NativeSelect.FieldProps['borderColor'];
}

/** A dropdown of the user's feeds by name, e.g. to switch feed or to pick one to compare with. */
export function FeedSelect({ label, feeds, value, onSelect, borderColor }: FeedSelectProps) {
  return (
    <NativeSelect.Root size="sm" width="64">
      <NativeSelect.Field aria-label={label} value={String(value)} borderColor={borderColor} onChange={(e) => onSelect(Number(e.target.value))}>
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
