import { NativeSelect } from '@chakra-ui/react';
import { listedTimeFrames, timeFrameSelectable } from 'shared/rules';

/** The time-frame dropdown (spec doc 3 §9): frames outside the plan, and Past 3 months, are shown disabled. */
export function TimeFrameSelect({ value, allowed, onChange }: { value: string; allowed: readonly string[]; onChange: (value: string) => void }) {
  return (
    <NativeSelect.Root size="sm" width="48">
      <NativeSelect.Field aria-label="Time frame" value={value} onChange={(e) => onChange(e.target.value)}>
        {listedTimeFrames().map((frame) => (
          <option key={frame.value} value={frame.value} disabled={!timeFrameSelectable(frame, allowed)}>
            {frame.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
